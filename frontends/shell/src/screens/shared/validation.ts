/** Validation constants and texts of spec section 5, shared by the registration screens. */

/** A standard address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string | undefined): boolean => EMAIL_PATTERN.test((value ?? '').trim());
export const isBlank = (value: string | undefined | null): boolean => !value || value.trim() === '';

/** The 3-step landing form asks for 8 characters; sign-up and the wizard for 6. */
export const LANDING_PASSWORD_MIN = 8;
export const PASSWORD_MIN = 6;

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  invalidEmailSchema: 'Invalid email address',
  landingPasswordTooShort: 'Password must be at least 8 characters long.',
  landingPasswordMismatch: 'Passwords do not match. Please check and try again.',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordMismatch: 'Passwords do not match.',
  passwordRequired: 'Password is required',
  displayNameRequired: 'Display name is required',
  inviteCodeRequired: 'Invite code is required for client registration.',
  enterInvitationCode: 'Please enter an invitation code.',
  selectShopper: 'Please select a shopper.',
} as const;

/** Default country of every address (spec section 1). */
export const DEFAULT_COUNTRY = 'United States';
