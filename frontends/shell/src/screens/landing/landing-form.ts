import { registrationStore } from '../shared/registration-store';
import { isBlank, isEmail, PASSWORD_MIN } from '../shared/validation';

export type JoinMethod = 'shopper' | 'invite';

/** The fields of the landing page's 3-step client registration. */
export interface LandingValues {
  method: JoinMethod;
  shopperId?: string;
  inviteCode?: string;
  email?: string;
  displayName?: string;
  password?: string;
  confirmPassword?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  billingAddress?: string;
  billingAddress2?: string;
  billingCity?: string;
  billingState?: string;
  billingZip?: string;
  billingCountry?: string;
}

/** What was typed, surviving the browser's Back, a reload and the home view (never the password). */
export const landingDraft = registrationStore<LandingValues>('atelier.landing-registration');

export const STEP_COUNT = 3;

/**
 * Each step of the form is a page of its own, `?step=1` to `?step=3`, so the browser's Back
 * goes to the previous step (from the first, to the home view) rather than off the site.
 * null: no step, the home view.
 */
export function stepOf(params: URLSearchParams): number | null {
  const step = Number(params.get('step'));
  return Number.isInteger(step) && step >= 1 && step <= STEP_COUNT ? step - 1 : null;
}

export const stepUrl = (pathname: string, step: number | null) =>
  step === null ? pathname : `${pathname}?step=${step + 1}`;

/**
 * The furthest step the values allow: a step is reached only through the ones before it, so
 * a reload (which forgets the password) or the browser's Forward lands where something is missing.
 */
export function reachableStep(values: Partial<LandingValues>): number {
  const chosen = values.method === 'invite' ? !isBlank(values.inviteCode) : Boolean(values.shopperId);
  if (!chosen) return 0;
  const password = values.password ?? '';
  const account =
    isEmail(values.email) &&
    !isBlank(values.displayName) &&
    password.length >= PASSWORD_MIN &&
    password === values.confirmPassword;
  return account ? 2 : 1;
}
