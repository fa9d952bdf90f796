/**
 * Validation constants and texts (docs/product-rules.md, "Registration checks and messages"),
 * shared by the registration screens.
 */

/** A standard address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string | undefined): boolean => EMAIL_PATTERN.test((value ?? '').trim());

/** The api's phone rule: digits with the usual separators, at least 7 digits (any country). */
export const PHONE_PATTERN = /^(?=(?:\D*\d){7})[+\d\s().-]+$/;
export const isPhone = (value: string | undefined): boolean => PHONE_PATTERN.test((value ?? '').trim());
export const isBlank = (value: string | undefined | null): boolean => !value || value.trim() === '';

/**
 * Every password being chosen (both client registrations, sign-up, reset, change): the
 * stronger of the spec's two readings, as the api checks it.
 */
export const PASSWORD_MIN = 8;

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  invalidEmailSchema: 'Invalid email address',
  landingPasswordMismatch: 'Passwords do not match. Please check and try again.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordMismatch: 'Passwords do not match.',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Password confirmation is required',
  displayNameRequired: 'Display name is required',
  inviteCodeRequired: 'Invite code is required for client registration.',
  enterInvitationCode: 'Please enter an invitation code.',
  selectShopper: 'Please select a shopper.',
  // The api's refusals of a registration (and of its checks), each about one field.
  inviteCodeInvalid: 'Invalid or already used invitation code',
  emailTaken: 'An account with this email already exists',
  phoneInvalid: 'Invalid phone number',
} as const;

/** Default country of every address (docs/product-rules.md, "Formats and timings"). */
export const DEFAULT_COUNTRY = 'United States';
