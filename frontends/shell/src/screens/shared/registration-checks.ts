import { api, ApiError, type Schemas } from '@atelier/common';
import { messageOf } from './errors';
import { MESSAGES } from './validation';

const CHECK_FAILED = 'Something went wrong. Please try again.';

/**
 * What a check found wrong: the message for the field, and whether it is the value itself
 * (`refused`: this code is unusable, this email taken) or only this attempt (the check failed,
 * e.g. "Too many attempts. Please try again later."), which the same value may pass later.
 */
export interface CheckProblem {
  message: string;
  refused: boolean;
}

/**
 * The registration forms ask the api about the invitation code and the email on the step
 * where they are typed, not when the account is finally created. Each check answers null
 * when all is well.
 */
export async function inviteCodeProblem(code: string): Promise<CheckProblem | null> {
  const check = await checkInviteCode(code);
  return 'problem' in check ? check.problem : null;
}

/** Whose invitation a usable code is, and the name and email the shopper wrote it for. */
export type Invitation = Schemas['InvitationDetailsDto'];

/**
 * The api's word on a code: what is wrong with it, or the invitation it stands for (null: a
 * good code whose details the api did not give).
 */
export async function checkInviteCode(
  code: string,
): Promise<{ problem: CheckProblem } | { invitation: Invitation | null }> {
  try {
    const { valid, invitation } = await api.post('/api/auth/invite-code-check', {
      body: { code: code.trim().toUpperCase() },
    });
    return valid
      ? { invitation: invitation ?? null }
      : { problem: { message: MESSAGES.inviteCodeInvalid, refused: true } };
  } catch (error) {
    return { problem: { message: messageOf(error, CHECK_FAILED), refused: false } };
  }
}

export async function emailProblem(email: string): Promise<CheckProblem | null> {
  try {
    const { available } = await api.post('/api/auth/email-check', { body: { email: email.trim() } });
    return available ? null : { message: MESSAGES.emailTaken, refused: true };
  } catch (error) {
    return { message: messageOf(error, CHECK_FAILED), refused: false };
  }
}

export type RefusedField = 'inviteCode' | 'email' | 'phone';

const REFUSALS: [string, RefusedField][] = [
  [MESSAGES.inviteCodeInvalid, 'inviteCode'],
  [MESSAGES.emailTaken, 'email'],
  [MESSAGES.phoneInvalid, 'phone'],
];

/**
 * The field a refused registration is about, from the api's message (the code was used,
 * or the email registered, since it was checked); null for any other failure.
 */
export function refusedField(error: unknown): { field: RefusedField; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const said = error.serverMessage;
  const found = REFUSALS.find(([message]) => said.includes(message));
  return found ? { field: found[1], message: found[0] } : null;
}
