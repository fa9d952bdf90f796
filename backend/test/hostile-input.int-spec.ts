import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import request from 'supertest';
import { MAX_INPUT_NESTING, TOO_DEEPLY_NESTED } from '../src/common/http/nesting-depth';
import { clientRegistration, registerShopper, TEST_PASSWORD, type TestAccount, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const badRequest = (message: unknown) => ({ statusCode: 400, error: 'Bad Request', message });

/** A JSON list nested `depth` levels deep, as raw text (`[[[…]]]`). */
const nestedList = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** An object nested `depth` levels deep: `{ "a": { "a": … {} } }`. */
const nestedObject = (depth: number): object => (depth <= 1 ? {} : { a: nestedObject(depth - 1) });

/** Issue 13, items 1, 2 and 5: hostile input is a 4xx in the usual error shape, never a 500. */
describe('hostile input', () => {
  let t: TestApp;
  let shopper: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await registerShopper(t.http);
  });
  afterAll(() => t.close());

  const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

  describe('deeply nested JSON', () => {
    it('answers 400, not 500, to the probe: a 1500-level displayName on register-shopper without a token', async () => {
      const body = `{"email":"${uniqueEmail()}","password":"${TEST_PASSWORD}","displayName":${nestedList(1500)}}`;
      const res = await request(t.http)
        .post('/api/auth/register-shopper')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequest(TOO_DEEPLY_NESTED));
    });

    it('refuses it on every route: signed in, on a route that reads no body, in a form body', async () => {
      const deep = nestedObject(MAX_INPUT_NESTING + 1);
      const profile = await request(t.http).put('/api/profile').set(bearer(shopper)).send({ displayName: deep });
      expect(profile.body).toEqual(badRequest(TOO_DEEPLY_NESTED));
      const noBody = await request(t.http).get('/api/categories').set('Content-Type', 'application/json').send(deep);
      expect(noBody.body).toEqual(badRequest(TOO_DEEPLY_NESTED));
      const form = await request(t.http)
        .post('/api/auth/login')
        .type('form')
        .send(`email${'[a]'.repeat(40)}=x&password=y`);
      expect(form.status).toBe(400);
      expect(form.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });

    it(`lets ${MAX_INPUT_NESTING} levels through to validation`, async () => {
      const res = await request(t.http)
        .put('/api/profile')
        .set(bearer(shopper))
        .send({ displayName: 'Still Here', extra: nestedObject(MAX_INPUT_NESTING - 1) });
      expect(res.status).toBe(200);
      expect(res.body.profile.displayName).toBe('Still Here');
    });
  });

  describe('a lone UTF-16 surrogate', () => {
    const LONE = '\ud800';

    it('in the email of the probe login answers 400 with the field message', async () => {
      const res = await request(t.http).post('/api/auth/login').send({ email: LONE, password: 'x' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequest(['Invalid email address']));
    });

    it.each([
      ['alone', LONE],
      ['in the local part', `${LONE}jane@example.com`],
      ['in the domain', `jane@exa${LONE}mple.com`],
    ])('in an email (%s) answers 400 on both registrations and the invite code', async (_case, email) => {
      const shopperSignUp = await request(t.http)
        .post('/api/auth/register-shopper')
        .send({ email, password: TEST_PASSWORD, displayName: 'Lone' });
      expect(shopperSignUp.body).toEqual(badRequest(['Invalid email address']));
      const clientSignUp = await request(t.http)
        .post('/api/auth/register-client')
        .send(clientRegistration({ shopperId: shopper.id, email }));
      expect(clientSignUp.body).toEqual(badRequest(['Invalid email address']));
      const invite = await request(t.http).post('/api/invite-codes').set(bearer(shopper)).send({ clientEmail: email });
      // The invite form's email is optional text first, and says so.
      expect(invite.body).toEqual(badRequest(['Client email must be text']));
    });

    it('in other text answers 400 with that field message', async () => {
      const name = await request(t.http)
        .put('/api/profile')
        .set(bearer(shopper))
        .send({ displayName: `Jane ${LONE}` });
      expect(name.body).toEqual(badRequest(['Display name must be text']));
      const inviteName = await request(t.http)
        .post('/api/invite-codes')
        .set(bearer(shopper))
        .send({ clientName: LONE });
      expect(inviteName.body).toEqual(badRequest(['Client name must be text']));
      const password = await request(t.http)
        .post('/api/auth/register-shopper')
        .send({ email: uniqueEmail(), password: `${LONE}${TEST_PASSWORD}`, displayName: 'Lone' });
      expect(password.body).toEqual(badRequest(['Password must be text']));
    });

    it('is told apart from a well-formed pair, which is text', async () => {
      const res = await request(t.http).put('/api/profile').set(bearer(shopper)).send({ displayName: 'Jane 😀' });
      expect(res.status).toBe(200);
      expect(res.body.profile.displayName).toBe('Jane 😀');
    });
  });

  describe('requests refused by the HTTP parser', () => {
    const port = () => (t.app.getHttpServer().address() as AddressInfo).port;

    it('answers headers over the size limit with 431 and the error body', async () => {
      const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port: port(), path: '/api/health', headers: { 'X-Padding': 'x'.repeat(20_000) } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type']!, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(431);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: 431,
        error: 'Request Header Fields Too Large',
        message: 'The request headers are too large',
      });
    });

    it('answers a malformed request with 400 and the error body', async () => {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port(), '127.0.0.1', () =>
          socket.write('GET /api/health HTTP/1.1\r\nBad Header\r\n\r\n'),
        );
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      const [head, body] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(JSON.parse(body)).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Malformed HTTP request' });
    });
  });
});
