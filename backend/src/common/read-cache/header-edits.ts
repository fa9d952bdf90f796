import type { Request, Response } from 'express';

/** What a middleware does to every answer's headers (helmet's), replayed without running it. */
export type HeaderEdits = ReadonlyArray<readonly [name: string, value: string | null]>;

type Middleware = (request: Request, response: Response, next: (error?: unknown) => void) => void;

/**
 * The header edits a middleware makes on every answer, recorded by running it once against a
 * stand-in response: for middleware whose headers depend on nothing in the request (helmet
 * with fixed directives). Anything else it does is not recorded: throws if it does not go on.
 */
export function headerEditsOf(middleware: Middleware): HeaderEdits {
  const edits: Array<[string, string | null]> = [];
  let wentOn = false;
  const response = {
    setHeader: (name: string, value: unknown) => void edits.push([name, String(value)]),
    removeHeader: (name: string) => void edits.push([name, null]),
  };
  middleware({ method: 'GET', headers: {} } as Request, response as unknown as Response, (error?: unknown) => {
    wentOn = error === undefined;
  });
  if (!wentOn) throw new Error('The middleware did not answer synchronously with header edits only');
  return edits;
}

/**
 * The headers `edits` leave on an answer that had none, in the order they were set. A removal
 * (helmet's of X-Powered-By, which only Express sets) undoes an earlier edit of the same name.
 */
export function headersAfter(edits: HeaderEdits): Array<[name: string, value: string]> {
  const headers = new Map<string, [string, string]>();
  for (const [name, value] of edits) {
    if (value === null) headers.delete(name.toLowerCase());
    else headers.set(name.toLowerCase(), [name, value]);
  }
  return [...headers.values()];
}
