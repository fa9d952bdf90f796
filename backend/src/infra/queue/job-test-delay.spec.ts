import type { QueueProcessor } from './job-processor.decorator';
import { withTestDelay } from './job-test-delay';

describe('withTestDelay', () => {
  const payload = { invoiceId: '00000000-0000-4000-8000-000000000000', variant: 'client' as const };

  it('leaves the processor as it is without a delay', () => {
    const processor: QueueProcessor<'pdf'> = { process: async () => undefined };
    expect(withTestDelay(processor, 0)).toBe(processor);
  });

  it('waits the delay before the work and again after it, passing payload and context through', async () => {
    const events: Array<[string, number]> = [];
    const started = Date.now();
    const processor: QueueProcessor<'pdf'> = {
      process: async (given, context) => {
        expect(given).toBe(payload);
        expect(context).toEqual({ jobId: 'job-1', attempt: 2 });
        events.push(['work', Date.now() - started]);
      },
    };
    await withTestDelay(processor, 60).process(payload, { jobId: 'job-1', attempt: 2 });
    const finished = Date.now() - started;
    expect(events).toHaveLength(1);
    // Timers may fire a millisecond early.
    expect(events[0][1]).toBeGreaterThanOrEqual(59);
    expect(finished - events[0][1]).toBeGreaterThanOrEqual(59);
  });

  it('passes a failure on', async () => {
    const processor: QueueProcessor<'pdf'> = {
      process: async () => {
        throw new Error('boom');
      },
    };
    await expect(withTestDelay(processor, 1).process(payload, { jobId: 'j', attempt: 1 })).rejects.toThrow('boom');
  });
});
