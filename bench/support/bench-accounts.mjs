// Accounts for the benchmarks, made through the API (so passwords are hashed and tokens real),
// and the small JSON client they call it with.
import { randomBytes, randomUUID } from 'node:crypto';

const PASSWORD = 'bench-password-1';

/**
 * A long seeding on a busy machine sometimes meets a kept-alive connection the api has just
 * closed: the request is sent once more on a new one, under the same Idempotency-Key, so a
 * POST the api did receive is answered again rather than made twice.
 */
export async function call(base, method, path, { token, body } = {}) {
  const request = {
    method,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const response = await fetch(base + path, request).catch((error) => {
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(base + path, request);
  });
  const payload = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload;
}

async function signUp(base, path, body) {
  const { token } = await call(base, 'POST', path, { body: { ...body, password: PASSWORD } });
  const me = await call(base, 'GET', '/api/me', { token });
  return { token, id: me.user.id };
}

/** A shopper and their client, signed up through the API (hashed passwords, real tokens). */
export async function signUpShopperAndClient(base) {
  const tag = randomBytes(4).toString('hex');
  const shopper = await signUp(base, '/api/auth/register-shopper', {
    email: `bench-shopper-${tag}@example.com`,
    displayName: 'Bench Shopper',
  });
  const client = await signUp(base, '/api/auth/register-client', {
    email: `bench-client-${tag}@example.com`,
    displayName: 'Bench Client',
    firstName: 'Bench',
    lastName: 'Client',
    phone: '555-010-0100',
    billingAddress: '1 Bench St',
    billingCity: 'Springfield',
    billingState: 'IL',
    billingZip: '62701',
    shopperId: shopper.id,
  });
  return { shopper, client };
}
