import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, invoiceBalance } from '@atelier/billing';
import { Between, type DataSource, In, IsNull, Not } from 'typeorm';
import { isUniqueViolation } from '../../../infra/database/query-errors';
import { Transactions } from '../../../infra/database/transactions';
import { EmailOutbox } from '../../email/email-outbox.service';
import { EmailPreferencesService } from '../../email/preferences/email-preferences.service';
import { CreditNote } from '../credit-notes/entities/credit-note.entity';
import { draftClientEmail } from '../emails/client-email-draft';
import { Invoice } from '../entities/invoice.entity';
import { InvoicePayment } from '../payments/entities/invoice-payment.entity';
import { InvoiceReminder } from './entities/invoice-reminder.entity';
import { reminderStageDue, type ReminderStage } from './reminder-stages';

interface DueReminder {
  invoice: Invoice;
  stage: ReminderStage;
}

/**
 * Sends the payment reminders due at a moment (the `reminders` job sweeps every hour): for each
 * invoice still DUE with money left to pay, the stage reminderStageDue picks, once, and only to
 * a client who wants them (her `paymentReminders` preference; nothing is recorded when it is
 * off, so turning it on again later sends the stage due then).
 *
 * Each reminder is its invoice_reminders row and its email, written in one transaction: the
 * row's primary key (invoice, stage) is what keeps two sweeps (two workers, a retried job) from
 * sending a stage twice. The email says what is true when it is sent: paid meanwhile, it is
 * skipped (PaymentReminderEmailComposer).
 */
@Injectable()
export class PaymentReminderSweep {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly outbox: EmailOutbox,
    private readonly preferences: EmailPreferencesService,
  ) {}

  /** The reminders written by this sweep. */
  async run(now: Date): Promise<number> {
    let written = 0;
    for (const reminder of await this.due(now)) {
      if (await this.remind(reminder)) written += 1;
    }
    return written;
  }

  /** What this sweep sends: each stage due now, not sent yet, of an invoice still owed, to a client who wants it. */
  private async due(now: Date): Promise<DueReminder[]> {
    const staged = await this.staged(now);
    return staged.length === 0 ? [] : this.wanted(await this.unsentAndOwed(staged));
  }

  /** DUE invoices with a stage due at `now` (reminderStageDue). */
  private async staged(now: Date): Promise<DueReminder[]> {
    const today = now.toISOString().slice(0, 10);
    // The due dates a stage can be due and fresh for today: `before` falls on the day before
    // the due date (so up to tomorrow's), `overdue` stays fresh until two days after its own
    // day, four after the due date.
    const invoices = await this.dataSource.getRepository(Invoice).find({
      where: { status: 'DUE', dueDate: Between(addDays(today, -4), addDays(today, 1)), finalizedAt: Not(IsNull()) },
      relations: { task: true },
      select: {
        id: true,
        taskId: true,
        status: true,
        total: true,
        dueDate: true,
        finalizedAt: true,
        task: { id: true, clientId: true },
      },
    });
    return invoices.flatMap((invoice): DueReminder[] => {
      const stage = reminderStageDue({ dueDate: invoice.dueDate!, finalizedAt: invoice.finalizedAt! }, now);
      return stage ? [{ invoice, stage }] : [];
    });
  }

  /** Those whose stage has not gone out, on an invoice with a balance due (its returns and payments counted). */
  private async unsentAndOwed(staged: DueReminder[]): Promise<DueReminder[]> {
    const invoiceId = In(staged.map(({ invoice }) => invoice.id));
    const [notes, payments, sent] = await Promise.all([
      this.dataSource
        .getRepository(CreditNote)
        .find({ where: { invoiceId }, select: { invoiceId: true, total: true } }),
      this.dataSource
        .getRepository(InvoicePayment)
        .find({ where: { invoiceId }, select: { invoiceId: true, amount: true } }),
      this.dataSource
        .getRepository(InvoiceReminder)
        .find({ where: { invoiceId }, select: { invoiceId: true, stage: true } }),
    ]);
    const sentKeys = new Set(sent.map((reminder) => `${reminder.invoiceId}/${reminder.stage}`));
    return staged.filter(({ invoice, stage }) => {
      if (sentKeys.has(`${invoice.id}/${stage}`)) return false;
      const { balanceDue } = invoiceBalance(
        invoice,
        notes.filter((note) => note.invoiceId === invoice.id),
        payments.filter((payment) => payment.invoiceId === invoice.id),
      );
      return balanceDue > 0;
    });
  }

  /** Those whose client has payment reminders on. */
  private async wanted(reminders: DueReminder[]): Promise<DueReminder[]> {
    const wants = new Map<string, boolean>();
    for (const clientId of new Set(reminders.map(({ invoice }) => invoice.task!.clientId))) {
      wants.set(clientId, (await this.preferences.of(clientId)).paymentReminders);
    }
    return reminders.filter(({ invoice }) => wants.get(invoice.task!.clientId));
  }

  /**
   * The reminder's row and email together; false when another sweep wrote that stage first.
   * The check before writing is what tells on SQLite, where transactions take turns and a
   * failed statement must not roll back the others' statements sharing its connection; on
   * MySQL two sweeps may both pass it, and the primary key refuses the second.
   */
  private async remind({ invoice, stage }: DueReminder): Promise<boolean> {
    const key = { invoiceId: invoice.id, stage };
    try {
      await this.transactions.decideThenWrite(
        async (manager) => {
          if (await manager.existsBy(InvoiceReminder, key)) throw new RemindedMeanwhile();
        },
        async (manager) => {
          const email = await draftClientEmail(this.outbox, manager, {
            taskId: invoice.taskId,
            kind: 'payment-reminder',
            subjectId: invoice.id,
            context: { reminderStage: stage },
          });
          await manager.insert(InvoiceReminder, { ...key, emailId: email.id });
          await this.outbox.write(manager, email);
        },
      );
      return true;
    } catch (error) {
      if (error instanceof RemindedMeanwhile || isUniqueViolation(error)) return false;
      throw error;
    }
  }
}

/** Another sweep sent this stage first: nothing to write. */
class RemindedMeanwhile extends ConflictException {
  constructor() {
    super('This reminder was sent meanwhile');
  }
}
