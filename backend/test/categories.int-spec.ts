import request from 'supertest';
import { CATEGORY_DEFINITIONS } from '../src/modules/categories/category-form-schemas';
import { type Cast, registerCast } from './support/shopping-fixtures';
import type { TestAccount } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

describe('categories', () => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
  });
  afterAll(() => t.close());

  it('lists the three categories in the spec order, with their forms, to either role', async () => {
    for (const account of [cast.shopperA, cast.clientA]) {
      const res = await request(t.http).get('/api/categories').set(bearer(account)).expect(200);
      expect(res.body).toEqual(
        CATEGORY_DEFINITIONS.map((category) => ({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          key: category.key,
          name: category.name,
          description: category.description,
          formSchema: JSON.parse(JSON.stringify(category.formSchema)),
        })),
      );
      expect(res.body.map((c: { key: string }) => c.key)).toEqual(['CLOTHING', 'HOME_DECOR', 'EVENT']);
    }
  });

  it('needs a token', async () => {
    const res = await request(t.http).get('/api/categories').expect(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
  });
});
