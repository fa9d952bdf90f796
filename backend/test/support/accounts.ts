import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';

export interface TestAccount {
  token: string;
  id: string;
  email: string;
  password: string;
}

export const TEST_PASSWORD = 'secret-pass-1';

/** A fresh address per call, so tests never collide on the unique email. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

/** The registration fields of a client with a complete billing address (shipping is copied). */
export function clientRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail('client'),
    password: TEST_PASSWORD,
    displayName: 'Test Client',
    firstName: 'Test',
    lastName: 'Client',
    phone: '555-010-0199',
    billingAddress: '1 Main St',
    billingCity: 'Springfield',
    billingState: 'IL',
    billingZip: '62701',
    ...overrides,
  };
}

/*
 * Registration is rate-limited per IP (60 a minute per route, all tests come from 127.0.0.1);
 * every test file has its own app and counters, so a file may register up to 60 shoppers and
 * 60 clients a minute. A refused registration throws with the status and message.
 */

/** Registers a shopper (default fee 12.50) and returns its token and id. */
export async function registerShopper(http: App, overrides: Record<string, unknown> = {}): Promise<TestAccount> {
  const body = { email: uniqueEmail('shopper'), password: TEST_PASSWORD, displayName: 'Test Shopper', ...overrides };
  return signUp(http, '/api/auth/register-shopper', body);
}

/** Registers a client of a shopper, chosen by `shopperId` or through an `inviteCode`. */
export async function registerClient(
  http: App,
  choice: ({ shopperId: string } | { inviteCode: string }) & Record<string, unknown>,
): Promise<TestAccount> {
  return signUp(http, '/api/auth/register-client', clientRegistration(choice));
}

async function signUp(http: App, path: string, body: Record<string, unknown>): Promise<TestAccount> {
  const created = await request(http).post(path).send(body);
  if (created.status !== 201) {
    throw new Error(`${path} answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  const token = created.body.token as string;
  const me = await request(http).get('/api/me').set('Authorization', `Bearer ${token}`).expect(200);
  return { token, id: me.body.user.id, email: me.body.user.email, password: body.password as string };
}
