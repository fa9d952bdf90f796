import { Logger } from '@nestjs/common';
import type { JobQueue } from '../../../infra/queue/job-queue';
import type { ProcessorRegistry } from '../../../infra/queue/processor-registry';
import { PaymentReminderSchedule, REMINDER_SWEEP_EVERY_MS } from './payment-reminder-schedule';

describe('PaymentReminderSchedule', () => {
  let enqueue: jest.Mock;
  const registry = {} as ProcessorRegistry;
  const scheduleFor = (processors?: ProcessorRegistry) =>
    new PaymentReminderSchedule({ enqueue } as unknown as JobQueue, processors);
  const asked = () => enqueue.mock.calls.map(([queue, payload, options]) => ({ queue, payload, options }));

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-12-09T13:50:00.000Z') });
    enqueue = jest.fn().mockResolvedValue(undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('asks for a sweep at boot, then every 15 minutes, named by the hour so each hour runs one', async () => {
    const schedule = scheduleFor(registry);
    schedule.onApplicationBootstrap();
    expect(asked()).toEqual([
      { queue: 'reminders', payload: { hour: '2026-12-09T13' }, options: { jobId: 'payment-reminders-2026-12-09T13' } },
    ]);
    await jest.advanceTimersByTimeAsync(REMINDER_SWEEP_EVERY_MS);
    expect(REMINDER_SWEEP_EVERY_MS).toBe(15 * 60 * 1000);
    expect(asked().map(({ options }) => options.jobId)).toEqual([
      'payment-reminders-2026-12-09T13',
      'payment-reminders-2026-12-09T14',
    ]);
    await jest.advanceTimersByTimeAsync(3 * REMINDER_SWEEP_EVERY_MS);
    expect(asked().map(({ options }) => options.jobId)).toEqual([
      'payment-reminders-2026-12-09T13',
      ...Array(4).fill('payment-reminders-2026-12-09T14'),
    ]);
    for (const { options } of asked()) expect(options.jobId).not.toContain(':');
    schedule.onModuleDestroy();
  });

  it('asks nothing in a process that does not run the jobs (an api beside workers)', async () => {
    const schedule = scheduleFor(undefined);
    schedule.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(4 * REMINDER_SWEEP_EVERY_MS);
    expect(enqueue).not.toHaveBeenCalled();
    schedule.onModuleDestroy();
  });

  it('stops asking at shutdown', async () => {
    const schedule = scheduleFor(registry);
    schedule.onApplicationBootstrap();
    schedule.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(4 * REMINDER_SWEEP_EVERY_MS);
    expect(enqueue).toHaveBeenCalledTimes(1);
  });

  it('asks again at the next quarter when the queue could not take the job', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    enqueue.mockRejectedValueOnce(new Error('Redis is away'));
    const schedule = scheduleFor(registry);
    schedule.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(REMINDER_SWEEP_EVERY_MS);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Redis is away'));
    expect(enqueue).toHaveBeenCalledTimes(2);
    schedule.onModuleDestroy();
    warn.mockRestore();
  });
});
