/**
 * A hand-over from the /auth client sign-up to the /registration wizard: the account fields
 * typed on /auth, so the wizard does not ask for them again. Kept in memory only (never in
 * the URL, history state or storage, since it holds a password); the wizard reads it when it
 * mounts and then clears it.
 */
export interface RegistrationDraft {
  email: string;
  displayName: string;
  password: string;
}

let draft: RegistrationDraft | null = null;

export function setRegistrationDraft(next: RegistrationDraft | null): void {
  draft = next;
}

export function peekRegistrationDraft(): RegistrationDraft | null {
  return draft;
}

export function clearRegistrationDraft(): void {
  draft = null;
}
