import { ThrottlerStorageService } from '@nestjs/throttler';
import { FallbackThrottlerStorage } from './fallback-throttler-storage';

/** A shared store that answers or fails as the test says, as Redis does across an outage. */
class SwitchableStore extends ThrottlerStorageService {
  down = false;
  override async increment(key: string, ttl: number, limit: number, blockDuration: number, name: string) {
    if (this.down) throw new Error('Command timed out');
    return super.increment(key, ttl, limit, blockDuration, name);
  }
}

describe('FallbackThrottlerStorage', () => {
  const stores = () => {
    const shared = new SwitchableStore();
    const local = new ThrottlerStorageService();
    return { shared, local, storage: new FallbackThrottlerStorage(shared, local) };
  };
  afterEach(() => jest.restoreAllMocks());

  it('counts in the shared store while it answers', async () => {
    const { shared, local, storage } = stores();
    await storage.increment('ip:1', 60_000, 5, 60_000, 'ip');
    const second = await storage.increment('ip:1', 60_000, 5, 60_000, 'ip');
    expect(second.totalHits).toBe(2);
    expect(shared.storage.size).toBe(1);
    expect(local.storage.size).toBe(0);
    shared.onApplicationShutdown();
  });

  it('keeps limiting in memory while the shared store fails, and warns once', async () => {
    const { shared, local, storage } = stores();
    const warn = jest
      .spyOn((storage as unknown as { logger: { warn: (m: string) => void } }).logger, 'warn')
      .mockImplementation(() => undefined);
    shared.down = true;
    let last = await storage.increment('ip:2', 60_000, 2, 60_000, 'ip');
    last = await storage.increment('ip:2', 60_000, 2, 60_000, 'ip');
    last = await storage.increment('ip:2', 60_000, 2, 60_000, 'ip');
    expect(last.totalHits).toBe(3);
    expect(last.isBlocked).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    // Back: counted in the shared store again.
    shared.down = false;
    expect((await storage.increment('ip:3', 60_000, 2, 60_000, 'ip')).totalHits).toBe(1);
    expect(shared.storage.has('ip:3')).toBe(true);
    shared.onApplicationShutdown();
    local.onApplicationShutdown();
  });
});
