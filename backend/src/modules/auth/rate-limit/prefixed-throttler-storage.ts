import type { ThrottlerStorage } from '@nestjs/throttler';

/**
 * Puts every rate-limit key under the deployment's Redis prefix, so several deployments
 * (or test files) sharing one Redis never count each other's requests. The Redis store
 * wraps the key in a cluster hash tag: keys read `{<prefix>:rate-limit:<hash>:<name>}:hits`.
 */
export class PrefixedThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly inner: ThrottlerStorage,
    private readonly prefix: string,
  ) {}

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    return this.inner.increment(`${this.prefix}${key}`, ttl, limit, blockDuration, throttlerName);
  }
}
