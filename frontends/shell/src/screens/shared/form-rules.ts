import type { FormRule } from 'antd';
import { EMAIL_PATTERN, MESSAGES, PASSWORD_MIN } from './validation';

/** The email of sign-in, sign-up and the password reset request. */
export const EMAIL_RULES: FormRule[] = [
  { required: true, message: MESSAGES.invalidEmailSchema },
  { pattern: EMAIL_PATTERN, message: MESSAGES.invalidEmailSchema },
];

/** A password being chosen: sign-up, the password change and the reset. */
export const NEW_PASSWORD_RULES: FormRule[] = [
  { required: true, message: MESSAGES.passwordRequired },
  { min: PASSWORD_MIN, message: MESSAGES.passwordTooShort },
];

/** Its confirmation, which must equal the field `passwordField` (left empty, it is missing, not different). */
export const confirmPasswordRules = (passwordField: string): FormRule[] => [
  { required: true, message: MESSAGES.confirmPasswordRequired },
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error(MESSAGES.passwordMismatch)),
  }),
];
