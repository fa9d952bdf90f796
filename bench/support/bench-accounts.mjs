// Accounts for the benchmarks, made through the API (so passwords are hashed and tokens real),
// and the small JSON client they call it with.
import { randomBytes } from 'node:crypto';

const PASSWORD = 'bench-password-1';

export async function call(base, method, path, { token, body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
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
