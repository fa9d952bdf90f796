import { OUTAGE_QUIET_MS, OutageLog } from './outage-log';

const REQUEST = { requestId: 'r-1', method: 'POST', url: '/api/tasks/t-1/messages' };

describe('OutageLog', () => {
  let logger: { warn: jest.Mock; log: jest.Mock };
  let outages: OutageLog;
  beforeEach(() => {
    jest.useFakeTimers();
    logger = { warn: jest.fn(), log: jest.fn() };
    outages = new OutageLog(logger);
  });
  afterEach(() => {
    outages.stop();
    jest.useRealTimers();
  });

  it('warns once when a dependency first fails, however many requests fail on it', () => {
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:3306');
    outages.record('database', refused, REQUEST);
    for (let second = 1; second <= 20; second++) {
      jest.advanceTimersByTime(1_000);
      outages.record('database', refused, { ...REQUEST, requestId: `r-${second + 1}` });
    }
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      { dependency: 'database', err: refused, ...REQUEST },
      'The database is unavailable: requests that need it are answered 503 until it is back',
    );
    expect(logger.log).not.toHaveBeenCalled();
  });

  it('reports the outage over once no request failed on it for 30 s, then warns again at the next one', () => {
    outages.record('storage', new Error('first'), REQUEST);
    jest.advanceTimersByTime(20_000);
    outages.record('storage', new Error('last'), REQUEST);

    // 30 s after the first failure, but only 10 s after the last one.
    jest.advanceTimersByTime(10_000);
    expect(logger.log).not.toHaveBeenCalled();

    jest.advanceTimersByTime(OUTAGE_QUIET_MS - 10_000);
    expect(logger.log).toHaveBeenCalledTimes(1);
    expect(logger.log).toHaveBeenCalledWith(
      { dependency: 'storage', failures: 2, failingForMs: 20_000 },
      'The file store: outage over, no request failed on it for 30 s (2 answered 503 over 20 s)',
    );

    outages.record('storage', new Error('again'), REQUEST);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('keeps one outage per dependency', () => {
    outages.record('redis', new Error('Connection is closed.'), REQUEST);
    outages.record('mail', new Error('ESOCKET'), REQUEST);
    outages.record('redis', new Error('Connection is closed.'), REQUEST);
    expect(logger.warn.mock.calls.map(([fields]) => (fields as { dependency: string }).dependency)).toEqual([
      'redis',
      'mail',
    ]);
  });

  it('reports nothing more once stopped', () => {
    outages.record('browser', new Error('Target closed'), REQUEST);
    outages.stop();
    jest.advanceTimersByTime(OUTAGE_QUIET_MS * 2);
    expect(logger.log).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
