import { DependencyProbe, type ProbeReading, type ProbeTimings } from './dependency-probe';

const TIMINGS: ProbeTimings = { freshForMs: 5000, answerWithinMs: 400, failAfterMs: 2000, failuresBeforeDown: 2 };

/** A check whose every call is settled by the test, in order. */
function controlledCheck() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const check = jest.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    check,
    succeed: () => pending.shift()?.resolve(),
    fail: (message: string) => pending.shift()?.reject(new Error(message)),
  };
}

describe('DependencyProbe', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A read whose probe the test settles with `settle` before the answer is awaited. */
  const readSettledBy = async (probe: DependencyProbe, settle: () => void): Promise<ProbeReading> => {
    const reading = probe.read();
    settle();
    return reading;
  };
  const expire = () => jest.advanceTimersByTimeAsync(TIMINGS.freshForMs);

  it('shares one probe between concurrent calls and reuses its result while fresh', async () => {
    const check = jest.fn().mockResolvedValue(undefined);
    const probe = new DependencyProbe(check, TIMINGS);

    await expect(Promise.all([probe.read(), probe.read(), probe.read()])).resolves.toEqual([
      { status: 'up' },
      { status: 'up' },
      { status: 'up' },
    ]);
    expect(check).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(TIMINGS.freshForMs - 1);
    await probe.read();
    expect(check).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(1);
    await probe.read();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('reports the last good state after one failed probe and down after two in a row', async () => {
    const { check, succeed, fail } = controlledCheck();
    const probe = new DependencyProbe(check, TIMINGS);
    await readSettledBy(probe, succeed);

    await expire();
    await expect(readSettledBy(probe, () => fail('disk busy'))).resolves.toEqual({ status: 'up' });
    await expire();
    await expect(readSettledBy(probe, () => fail('disk gone'))).resolves.toEqual({
      status: 'down',
      error: 'disk gone',
    });
    // Still down while the failure is fresh, without probing again.
    await expect(probe.read()).resolves.toEqual({ status: 'down', error: 'disk gone' });
    expect(check).toHaveBeenCalledTimes(3);

    await expire();
    await expect(readSettledBy(probe, succeed)).resolves.toEqual({ status: 'up' });
  });

  it('counts only failures in a row', async () => {
    const { check, succeed, fail } = controlledCheck();
    const probe = new DependencyProbe(check, TIMINGS);

    await expect(readSettledBy(probe, () => fail('blip'))).resolves.toEqual({ status: 'up' });
    await expire();
    await readSettledBy(probe, succeed);
    await expire();
    await expect(readSettledBy(probe, () => fail('another blip'))).resolves.toEqual({ status: 'up' });
  });

  it('answers from the last reading while a slow probe finishes in the background', async () => {
    const { check, fail } = controlledCheck();
    const probe = new DependencyProbe(check, TIMINGS);
    await readSettledBy(probe, () => fail('first blip'));
    await expire();

    const start = Date.now();
    const answeredAt: number[] = [];
    const reads = [probe.read(), probe.read()].map(async (read) => {
      const reading = await read;
      answeredAt.push(Date.now());
      return reading;
    });
    await jest.advanceTimersByTimeAsync(TIMINGS.answerWithinMs);
    await expect(Promise.all(reads)).resolves.toEqual([{ status: 'up' }, { status: 'up' }]);
    expect(answeredAt).toEqual([start + TIMINGS.answerWithinMs, start + TIMINGS.answerWithinMs]);
    // Calls during the slow probe share it rather than start another.
    void probe.read();
    expect(check).toHaveBeenCalledTimes(2);

    // It fails late: the second failure in a row, recorded once it is known.
    fail('slow and failing');
    await jest.advanceTimersByTimeAsync(0);
    await expect(probe.read()).resolves.toEqual({ status: 'down', error: 'slow and failing' });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('counts a probe unanswered past its deadline as failed', async () => {
    const check = jest.fn(() => new Promise<void>(() => undefined));
    const probe = new DependencyProbe(check, TIMINGS);

    const first = probe.read();
    await jest.advanceTimersByTimeAsync(TIMINGS.failAfterMs);
    await expect(first).resolves.toEqual({ status: 'up' });
    // Once the first hung probe is given up on and its result is stale, the next call starts another.
    await expire();
    const second = probe.read();
    await jest.advanceTimersByTimeAsync(TIMINGS.failAfterMs);
    await expect(second).resolves.toEqual({ status: 'up' });
    await expect(probe.read()).resolves.toEqual({ status: 'down', error: 'no answer within 2000 ms' });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('probes again after a check that throws before returning a promise', async () => {
    const check = jest.fn((): Promise<void> => {
      throw new Error('not connected');
    });
    const probe = new DependencyProbe(check, TIMINGS);

    await expect(probe.read()).resolves.toEqual({ status: 'up' });
    await expire();
    await expect(probe.read()).resolves.toEqual({ status: 'down', error: 'not connected' });
    expect(check).toHaveBeenCalledTimes(2);
  });
});
