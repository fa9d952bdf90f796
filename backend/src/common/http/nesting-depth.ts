import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Far deeper than any form of the app, far shallower than what overflows a recursive walk. */
export const MAX_INPUT_NESTING = 32;
export const TOO_DEEPLY_NESTED = `The request is nested too deeply (at most ${MAX_INPUT_NESTING} levels of lists and objects)`;

/**
 * True when `value` holds lists or objects nested more than `limit` deep (a bare `{}` is one
 * level). Walks with its own stack, so measuring a hostile input cannot overflow the call
 * stack, as the validation pipe's recursive transformation would.
 */
export function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) pending.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/**
 * Express middleware, after the body parsers and before any route: a parsed body or query
 * nested too deeply is refused with 400 before anything transforms it.
 */
export function refuseDeeplyNestedInput(request: Request, _response: Response, next: NextFunction): void {
  if (isNestedDeeperThan(request.body, MAX_INPUT_NESTING) || isNestedDeeperThan(request.query, MAX_INPUT_NESTING)) {
    next(new BadRequestException(TOO_DEEPLY_NESTED));
  } else {
    next();
  }
}
