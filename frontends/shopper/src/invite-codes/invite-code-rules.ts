import { formatDateTime, type Schemas } from '@atelier/common';

export type InviteCode = Schemas['InviteCodeDto'];
type CreateInviteCodeBody = Schemas['CreateInviteCodeDto'];

/** What the generate form holds: every field optional. */
export interface InviteCodeFormValues {
  clientName?: string;
  clientEmail?: string;
  /** A personal note for the invitation email. */
  message?: string;
}

/** The api's limit on the personal note. */
export const MESSAGE_MAX_LENGTH = 500;

/** A standard address pattern (docs/product-rules.md, "Invite codes"): something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** The client email may be left blank; when filled it must look like an address. */
export function isOptionalEmail(value: string | null | undefined): boolean {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || EMAIL_PATTERN.test(trimmed);
}

/**
 * docs/product-rules.md, "Invite codes": clientName and clientEmail are sent only when non-blank
 * after trimming. The message too, and only with an email: it is read in the invitation email,
 * nowhere else.
 */
export function toCreateBody(values: InviteCodeFormValues): CreateInviteCodeBody {
  const body: CreateInviteCodeBody = {};
  const clientName = values.clientName?.trim();
  const clientEmail = values.clientEmail?.trim();
  const message = values.message?.trim();
  if (clientName) body.clientName = clientName;
  if (clientEmail) body.clientEmail = clientEmail;
  if (clientEmail && message) body.message = message;
  return body;
}

const newestFirst = (a: InviteCode, b: InviteCode) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Unused codes (the ones to share) and used ones, each newest first. */
export function splitByUse(codes: readonly InviteCode[]): { active: InviteCode[]; used: InviteCode[] } {
  const sorted = [...codes].sort(newestFirst);
  return { active: sorted.filter((code) => !code.isUsed), used: sorted.filter((code) => code.isUsed) };
}

/** The link that opens the landing page's registration form with the code applied. */
export function registrationLink(origin: string, code: string): string {
  return `${origin}/register?code=${encodeURIComponent(code)}`;
}

/** When a used code was used; codes used before the date was recorded say "Unknown". */
export function usedOnText(usedAt: string | null): string {
  return formatDateTime(usedAt) || 'Unknown';
}
