import { configLoaderInTempDir } from '../../test/support/config-loading';

/** The Stripe variables: both keys or neither, and another Stripe-compatible server for tests. */
describe('card payments configuration', () => {
  const { load, refusal } = configLoaderInTempDir();
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' };

  it('has no card payments without keys; empty values count as unset', () => {
    expect(load({}).stripe).toBeNull();
    expect(load({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_URL: '' }).stripe).toBeNull();
  });

  it('reads both keys, and Stripe itself unless STRIPE_API_URL names another server', () => {
    expect(load(keys).stripe).toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_def456', apiUrl: null });
    expect(load({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.apiUrl?.port).toBe('12111');
  });

  it('refuses one key without the other, keys of the wrong kind and an API URL without keys', () => {
    expect(refusal({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toContain(
      'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY',
    );
    expect(refusal({ STRIPE_WEBHOOK_SECRET: 'whsec_def456' })).toContain(
      'STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET',
    );
    expect(refusal({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc123' })).toContain(
      'STRIPE_SECRET_KEY must be a Stripe secret or restricted key',
    );
    expect(refusal({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toContain(
      'STRIPE_SECRET_KEY: required with STRIPE_API_URL',
    );
    expect(refusal({ ...keys, STRIPE_API_URL: 'ftp://stripe' })).toContain('STRIPE_API_URL must be an http(s) origin');
  });
});
