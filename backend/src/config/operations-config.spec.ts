import { configLoaderInTempDir } from '../../test/support/config-loading';

/** The variables of operations: dashboard credentials, job locks, the test delay, metrics. */
describe('operations configuration', () => {
  const { load, refusal } = configLoaderInTempDir();

  it('defaults: dashboard closed, 30 s locks, no test delay', () => {
    expect(load({})).toMatchObject({ adminCredentials: null, queueLockDurationMs: 30_000, jobTestDelayMs: 0 });
  });

  it('opens the dashboard with both credentials; empty values count as unset', () => {
    expect(load({ ADMIN_USER: 'ops', ADMIN_PASSWORD: 'correct horse battery' }).adminCredentials).toEqual({
      user: 'ops',
      password: 'correct horse battery',
    });
    expect(load({ ADMIN_USER: '', ADMIN_PASSWORD: '' }).adminCredentials).toBeNull();
  });

  it('refuses one credential without the other, and a short password', () => {
    expect(refusal({ ADMIN_USER: 'ops' })).toContain('ADMIN_PASSWORD: required with ADMIN_USER');
    expect(refusal({ ADMIN_PASSWORD: 'correct horse battery' })).toContain('ADMIN_USER: required with ADMIN_PASSWORD');
    expect(refusal({ ADMIN_USER: 'ops', ADMIN_PASSWORD: 'short' })).toContain(
      'ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 12 characters',
    );
  });

  it('reads the lock duration within 1 s to 10 min', () => {
    expect(load({ QUEUE_LOCK_DURATION_MS: '2000' }).queueLockDurationMs).toBe(2_000);
    expect(refusal({ QUEUE_LOCK_DURATION_MS: '500' })).toContain('QUEUE_LOCK_DURATION_MS');
    expect(refusal({ QUEUE_LOCK_DURATION_MS: 'soon' })).toContain('QUEUE_LOCK_DURATION_MS');
  });

  it('accepts the test delay outside production only', () => {
    expect(load({ JOB_TEST_DELAY_MS: '1500' }).jobTestDelayMs).toBe(1_500);
    expect(refusal({ NODE_ENV: 'production', JOB_TEST_DELAY_MS: '1500' })).toContain(
      'JOB_TEST_DELAY_MS: test only, refused when NODE_ENV=production',
    );
    expect(load({ NODE_ENV: 'production', JOB_TEST_DELAY_MS: '0' }).jobTestDelayMs).toBe(0);
  });

  it('serves no metrics by default; reads the token and the worker port', () => {
    expect(load({}).metrics).toEqual({ token: null, port: null });
    const token = 'f'.repeat(32);
    expect(load({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({ token, port: 9464 });
    expect(load({ METRICS_TOKEN: '', METRICS_PORT: '' }).metrics).toEqual({ token: null, port: null });
  });

  it('refuses a short or spaced token, a bad port, and a port without a token', () => {
    expect(refusal({ METRICS_TOKEN: 'short' })).toContain('METRICS_TOKEN: METRICS_TOKEN must be at least 16');
    expect(refusal({ METRICS_TOKEN: 'sixteen chars and spaces' })).toContain('METRICS_TOKEN');
    expect(refusal({ METRICS_TOKEN: 'f'.repeat(32), METRICS_PORT: '70000' })).toContain('METRICS_PORT');
    expect(refusal({ METRICS_TOKEN: 'f'.repeat(32), METRICS_PORT: 'http' })).toContain('METRICS_PORT');
    expect(refusal({ METRICS_PORT: '9464' })).toContain('METRICS_PORT: requires METRICS_TOKEN');
  });
});
