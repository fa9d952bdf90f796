/**
 * At most `limit` tasks at once; the others wait their turn in arrival order. Keeps image
 * work from taking every thread of libuv's pool, which file reads and DNS lookups share.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid concurrency limit: ${limit}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
