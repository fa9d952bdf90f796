import { ConfigError } from '../../config/app-config';
import { concurrencyVariable, withConcurrencyFromEnv } from './queue-concurrency-env';
import { QUEUE_DEFINITIONS } from './queue-definitions';

describe('per-queue concurrency from the environment', () => {
  it('names one variable per queue', () => {
    expect(concurrencyVariable('pdf')).toBe('QUEUE_PDF_CONCURRENCY');
    expect(concurrencyVariable('audit')).toBe('QUEUE_AUDIT_CONCURRENCY');
  });

  it("overrides the named queue's concurrency only, keeping its retries", () => {
    const queues = withConcurrencyFromEnv(QUEUE_DEFINITIONS, {
      QUEUE_PDF_CONCURRENCY: '6',
      QUEUE_AUDIT_CONCURRENCY: '',
    });
    expect(queues.pdf).toEqual({ ...QUEUE_DEFINITIONS.pdf, concurrency: 6 });
    expect(queues.audit).toEqual(QUEUE_DEFINITIONS.audit);
    // The catalogue itself is left alone.
    expect(QUEUE_DEFINITIONS.pdf.concurrency).not.toBe(6);
  });

  it('refuses anything but a positive integer, naming every bad variable', () => {
    const bad = () =>
      withConcurrencyFromEnv(QUEUE_DEFINITIONS, { QUEUE_PDF_CONCURRENCY: '0', QUEUE_AUDIT_CONCURRENCY: '2.5' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/QUEUE_AUDIT_CONCURRENCY: must be a positive integer up to 9999 \(got "2.5"\)/);
    expect(bad).toThrow(/QUEUE_PDF_CONCURRENCY: must be a positive integer up to 9999 \(got "0"\)/);
  });
});
