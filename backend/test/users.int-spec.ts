import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { registerClient, registerShopper, TEST_PASSWORD, type TestAccount } from './support/accounts';
import { storedUpload } from './support/stored-objects';
import { createTestApp, type TestApp } from './support/test-app';

/** A real 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const FIVE_MB = 5 * 1024 * 1024;
const NOT_AN_IMAGE = 'Please select a JPEG, PNG, GIF, or WebP image.';
const TOO_LARGE = 'Please select an image smaller than 5MB.';
const UPLOAD_URL = /^\/files\/uploads\/([0-9a-f]{2})\/\1[0-9a-f]{62}\.(png|jpg|gif|webp)$/;

/** Magic numbers followed by filler: enough for a type to be recognised from the bytes. */
const withFiller = (head: Buffer, size = 64) => Buffer.concat([head, Buffer.alloc(size - head.length, 1)]);

describe('users: /api/me, /api/profile, /api/upload-avatar', () => {
  let t: TestApp;
  let shopper: TestAccount;
  let client: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await registerShopper(t.http, { displayName: 'Sam Shopper' });
    client = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Cleo Client' });
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const me = (account: TestAccount) => request(t.http).get('/api/me').set(auth(account.token));
  const updateProfile = (account: TestAccount, body: object) =>
    request(t.http).put('/api/profile').set(auth(account.token)).send(body);
  const upload = (account: TestAccount, bytes: Buffer, filename: string, contentType = 'image/png') =>
    request(t.http)
      .post('/api/upload-avatar')
      .set(auth(account.token))
      .attach('file', bytes, { filename, contentType });

  describe('GET /api/me', () => {
    it('answers the account and profile of a shopper and of a client', async () => {
      expect((await me(shopper).expect(200)).body).toEqual({
        user: { id: shopper.id, email: shopper.email, role: 'SHOPPER' },
        profile: { displayName: 'Sam Shopper', avatarUrl: null, colorPalette: 'gold' },
      });
      expect((await me(client).expect(200)).body).toEqual({
        user: { id: client.id, email: client.email, role: 'CLIENT' },
        profile: { displayName: 'Cleo Client', avatarUrl: null, colorPalette: 'gold' },
      });
    });

    it('needs a token', async () => {
      const res = await request(t.http).get('/api/me').expect(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    });

    it('answers 401 when the token names a user that does not exist (any more)', async () => {
      const token = new JwtService().sign(
        { sub: randomUUID(), ver: 0 },
        { secret: t.config.jwtSecret, algorithm: 'HS256', expiresIn: '1h' },
      );
      const res = await request(t.http).get('/api/me').set(auth(token)).expect(401);
      expect(res.body.statusCode).toBe(401);
    });
  });

  describe('PUT /api/profile', () => {
    it('changes the display name (trimmed) and palette and answers like /api/me', async () => {
      const account = await registerShopper(t.http);
      const res = await updateProfile(account, { displayName: '  New Name ', colorPalette: 'rose' }).expect(200);
      const expected = {
        user: { id: account.id, email: account.email, role: 'SHOPPER' },
        profile: { displayName: 'New Name', avatarUrl: null, colorPalette: 'rose' },
      };
      expect(res.body).toEqual(expected);
      expect((await me(account)).body).toEqual(expected);
    });

    it('changes only the fields sent', async () => {
      const account = await registerShopper(t.http, { displayName: 'Keep Me' });
      await updateProfile(account, { colorPalette: 'cocoa' }).expect(200);
      const res = await updateProfile(account, {}).expect(200);
      expect(res.body.profile).toEqual({ displayName: 'Keep Me', avatarUrl: null, colorPalette: 'cocoa' });
    });

    it('never changes the email or the role', async () => {
      const account = await registerClient(t.http, { shopperId: shopper.id });
      const res = await updateProfile(account, {
        email: 'someone-else@example.com',
        role: 'SHOPPER',
        displayName: 'Still Client',
      }).expect(200);
      expect(res.body.user).toEqual({ id: account.id, email: account.email, role: 'CLIENT' });
      expect((await me(account)).body.user).toEqual({ id: account.id, email: account.email, role: 'CLIENT' });
      await request(t.http).post('/api/auth/login').send({ email: account.email, password: TEST_PASSWORD }).expect(200);
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'someone-else@example.com', password: TEST_PASSWORD })
        .expect(401);
    });

    it('sets an avatar from an upload or an http(s) URL, and clears it with "" or null', async () => {
      const account = await registerShopper(t.http);
      const { body: uploaded } = await upload(account, TINY_PNG, 'me.png').expect(201);
      expect((await updateProfile(account, { avatarUrl: uploaded.url }).expect(200)).body.profile.avatarUrl).toBe(
        uploaded.url,
      );
      const external = 'https://images.example.com/me.jpg';
      expect((await updateProfile(account, { avatarUrl: external }).expect(200)).body.profile.avatarUrl).toBe(external);
      expect((await updateProfile(account, { avatarUrl: '' }).expect(200)).body.profile.avatarUrl).toBeNull();
      await updateProfile(account, { avatarUrl: external }).expect(200);
      expect((await updateProfile(account, { avatarUrl: null }).expect(200)).body.profile.avatarUrl).toBeNull();
    });

    it.each([
      ['a javascript: URL', { avatarUrl: 'javascript:alert(1)' }, 'Avatar must be an uploaded image or an http(s) URL'],
      [
        'a data: URL',
        { avatarUrl: `data:image/png;base64,${TINY_PNG.toString('base64')}` },
        'Avatar must be an uploaded image or an http(s) URL',
      ],
      ['an ftp URL', { avatarUrl: 'ftp://example.com/me.png' }, 'Avatar must be an uploaded image or an http(s) URL'],
      [
        'a path leaving the uploads',
        { avatarUrl: '/files/uploads/../../jwt-secret' },
        'Avatar must be an uploaded image or an http(s) URL',
      ],
      ['a relative path', { avatarUrl: 'me.png' }, 'Avatar must be an uploaded image or an http(s) URL'],
      ['an unknown palette', { colorPalette: 'blue' }, 'Color palette must be one of gold, rose, cocoa, cream'],
      ['a null palette', { colorPalette: null }, 'Color palette must be one of gold, rose, cocoa, cream'],
      ['a blank display name', { displayName: '   ' }, 'Display name is required'],
      ['a null display name', { displayName: null }, 'Display name is required'],
      ['a long display name', { displayName: 'x'.repeat(101) }, 'Display name must be at most 100 characters'],
    ])('refuses %s', async (_case, body, message) => {
      const res = await updateProfile(client, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [message] });
      expect((await me(client)).body.profile.displayName).toBe('Cleo Client');
    });

    it('needs a token', async () => {
      await request(t.http).put('/api/profile').send({ displayName: 'Anon' }).expect(401);
    });
  });

  describe('POST /api/upload-avatar', () => {
    it('stores a PNG with the uploads, named by its content', async () => {
      const res = await upload(client, TINY_PNG, 'avatar.png').expect(201);
      expect(Object.keys(res.body)).toEqual(['url']);
      expect(res.body.url).toMatch(UPLOAD_URL);
      expect(res.body.url.endsWith('.png')).toBe(true);
      expect((await storedUpload(t, res.body.url)).equals(TINY_PNG)).toBe(true);

      const again = await upload(shopper, TINY_PNG, 'other-name.png').expect(201);
      expect(again.body.url).toBe(res.body.url);
    });

    it.each([
      ['JPEG', withFiller(Buffer.from([0xff, 0xd8, 0xff, 0xe0])), 'jpg'],
      ['GIF', withFiller(Buffer.from('GIF89a')), 'gif'],
      [
        'WebP',
        withFiller(Buffer.concat([Buffer.from('RIFF'), Buffer.from([56, 0, 0, 0]), Buffer.from('WEBPVP8 ')])),
        'webp',
      ],
    ])('accepts %s, keeping the extension of the detected type', async (_type, bytes, ext) => {
      // Named and labelled wrongly on purpose: only the bytes count.
      const res = await upload(client, bytes, 'avatar.txt', 'text/plain').expect(201);
      expect(res.body.url).toMatch(UPLOAD_URL);
      expect(res.body.url.endsWith(`.${ext}`)).toBe(true);
    });

    it.each([
      ['a text file named .png', Buffer.from('definitely not an image, just some words'), 'photo.png'],
      ['a PDF', withFiller(Buffer.from('%PDF-1.7\n')), 'photo.png'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.svg'],
      ['an empty file', Buffer.alloc(0), 'empty.png'],
    ])('refuses %s', async (_case, bytes, filename) => {
      const res = await upload(client, bytes, filename).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: NOT_AN_IMAGE });
    });

    it('accepts exactly 5 MB and refuses 5 MB + 1 byte', async () => {
      await upload(client, withFiller(TINY_PNG, FIVE_MB), 'big.png').expect(201);
      const res = await upload(client, withFiller(TINY_PNG, FIVE_MB + 1), 'too-big.png');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: TOO_LARGE });
    });

    it('refuses a request without a file', async () => {
      const res = await request(t.http)
        .post('/api/upload-avatar')
        .set(auth(client.token))
        .field('note', 'no file here')
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Please select an image to upload.' });
    });

    it('needs a token', async () => {
      await request(t.http).post('/api/upload-avatar').attach('file', TINY_PNG, 'a.png').expect(401);
    });
  });
});
