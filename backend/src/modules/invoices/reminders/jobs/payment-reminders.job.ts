import { Injectable } from '@nestjs/common';
import { JobProcessor, type QueueProcessor } from '../../../../infra/queue/job-processor.decorator';
import { PaymentReminderSweep } from '../payment-reminder-sweep';

/**
 * One sweep for payment reminders. It sweeps at the moment it runs, not at the hour it is named
 * after: a retry after an outage sends what is due and fresh then, never what went stale.
 */
@Injectable()
@JobProcessor('reminders')
export class PaymentRemindersJob implements QueueProcessor<'reminders'> {
  constructor(private readonly sweep: PaymentReminderSweep) {}

  async process(): Promise<void> {
    await this.sweep.run(new Date());
  }
}
