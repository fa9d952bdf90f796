import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, Optional } from '@nestjs/common';
import { JobQueue } from '../../../infra/queue/job-queue';
import { ProcessorRegistry } from '../../../infra/queue/processor-registry';

/** Often enough that each hour's sweep runs early in the hour, after a restart too. */
export const REMINDER_SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Asks for a payment reminder sweep at boot and then every 15 minutes, in each process that
 * runs the jobs (the workers, or the api without REDIS_URL; ProcessorRegistry is provided there
 * only). The job id names the hour, so however many processes ask, the queue runs one sweep an
 * hour: the stages are due from 14:00 UTC, and one sweep an hour sends each in its hour.
 */
@Injectable()
export class PaymentReminderSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PaymentReminderSchedule.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly jobs: JobQueue,
    @Optional() private readonly processors?: ProcessorRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.processors) return;
    void this.ask();
    this.timer = setInterval(() => void this.ask(), REMINDER_SWEEP_EVERY_MS);
    // The schedule never keeps a process alive that is otherwise done.
    this.timer.unref();
  }

  /** The first of the shutdown hooks: no sweep is asked of a queue that is closing. */
  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async ask(): Promise<void> {
    // "2026-12-03T14": job ids must not contain ":".
    const hour = new Date().toISOString().slice(0, 13);
    try {
      await this.jobs.enqueue('reminders', { hour }, { jobId: `payment-reminders-${hour}` });
    } catch (error) {
      // Redis away: the next quarter of an hour asks again.
      this.logger.warn(`Could not ask for the payment reminder sweep of ${hour}: ${(error as Error).message}`);
    }
  }
}
