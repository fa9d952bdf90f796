import { ConcurrencyGate } from './concurrency-gate';

describe('ConcurrencyGate', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order, and passes results and errors through', async () => {
    const gate = new ConcurrencyGate(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (id: number, fail = false) =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        order.push(id);
        if (fail) throw new Error(`task ${id} failed`);
        return id;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.message))).toEqual([
      1,
      'task 2 failed',
      3,
      4,
      5,
    ]);
    // Every slot was given back.
    expect(await Promise.all([task(6), task(7)])).toEqual([6, 7]);
  });

  it('refuses a limit below 1', () => {
    expect(() => new ConcurrencyGate(0)).toThrow('Invalid concurrency limit: 0');
  });
});
