import { type KeptAnswer, ReadCache } from './read-cache';

const TENANT = 'shopper-1';
const at = (dataVersion: number) => ({ id: TENANT, dataVersion });
const answer = (dataVersion: number, json: string): KeptAnswer => ({
  tenant: at(dataVersion),
  body: Buffer.from(json),
  etag: `W/"${json}"`,
  route: '/api/tasks',
});

describe('ReadCache', () => {
  const key = ReadCache.keyOf('user-1', '/api/tasks');

  it('serves an answer only at the data version it was kept for', () => {
    const cache = new ReadCache();
    cache.set(key, answer(3, '[1]'));
    expect(cache.get(key, at(3))?.body.toString()).toBe('[1]');
    expect(cache.get(key, at(4))).toBeUndefined();
    expect(cache.get(key, at(2))).toBeUndefined();
  });

  it('serves an answer only within the tenant it was kept for', () => {
    const cache = new ReadCache();
    cache.set(key, answer(3, '[1]'));
    expect(cache.get(key, { id: 'shopper-2', dataVersion: 3 })).toBeUndefined();
  });

  it('keeps answers apart by user and by URL', () => {
    const cache = new ReadCache();
    cache.set(key, answer(1, '[1]'));
    expect(cache.get(ReadCache.keyOf('user-2', '/api/tasks'), at(1))).toBeUndefined();
    expect(cache.get(ReadCache.keyOf('user-1', '/api/tasks?status=DRAFT'), at(1))).toBeUndefined();
  });

  it('forgets an answer kept for a bounded time once that time has passed', async () => {
    const cache = new ReadCache();
    cache.set(key, answer(1, '[1]'), 20);
    expect(cache.get(key, at(1))?.body.toString()).toBe('[1]');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get(key, at(1))).toBeUndefined();
  });

  it('never replaces a newer answer with one computed at an older version', () => {
    const cache = new ReadCache();
    cache.set(key, answer(5, '[new]'));
    // A slow request that began before the change finishes last.
    cache.set(key, answer(4, '[old]'));
    expect(cache.get(key, at(5))?.body.toString()).toBe('[new]');
    cache.set(key, answer(6, '[newer]'));
    expect(cache.get(key, at(6))?.body.toString()).toBe('[newer]');
  });
});
