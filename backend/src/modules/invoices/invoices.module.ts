import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrowserModule } from '../../infra/browser/browser.module';
import { EmailModule } from '../email/email.module';
import { InvoiceEmailFactsReader } from './emails/invoice-email-facts';
import { PaymentReceiptEmailComposer } from './emails/payment-receipt-email.composer';
import { InvoiceIssuedEmailComposer } from './emails/invoice-issued-email.composer';
import { InvoiceWithdrawnEmailComposer } from './emails/invoice-withdrawn-email.composer';
import { CreditNoteEmailComposer } from './emails/credit-note-email.composer';
import { RefundEmailComposer } from './emails/refund-email.composer';
import { TaskAccessModule } from '../tasks/task-access.module';
import { Invoice } from './entities/invoice.entity';
import { InvoiceLine } from './entities/invoice-line.entity';
import { InvoiceCaptureService } from './invoice-capture.service';
import { InvoiceLifecycleService } from './invoice-lifecycle.service';
import { InvoiceLookup } from './invoice-lookup.service';
import { InvoiceReader } from './invoice-reader.service';
import { InvoicesController } from './invoices.controller';
import { CreditNoteReader } from './credit-notes/credit-note-reader.service';
import { CreditNoteRecordingService } from './credit-notes/credit-note-recording.service';
import { CreditNotesController } from './credit-notes/credit-notes.controller';
import { CreditNote } from './credit-notes/entities/credit-note.entity';
import { CreditNoteLine } from './credit-notes/entities/credit-note-line.entity';
import { DocumentBrands } from './pdf/document-brands';
import { InvoiceDocumentSource } from './pdf/invoice-document-source';
import { PrintedDocuments } from './pdf/printed-documents';
import { CreditNoteDocumentSource } from './credit-notes/credit-note-document-source';
import { InvoicePdfFiles } from './pdf/invoice-pdf-files';
import { InvoicePdfService } from './pdf/invoice-pdf.service';
import { InvoicePdfJob } from './pdf/jobs/invoice-pdf.job';
import { InvoicePayment } from './payments/entities/invoice-payment.entity';
import { InvoicePaymentsController } from './payments/invoice-payments.controller';
import { InvoicePaymentsService } from './payments/invoice-payments.service';
import { TaskDeposit } from './deposits/entities/task-deposit.entity';
import { TaskDepositsController } from './deposits/task-deposits.controller';
import { TaskDepositsService } from './deposits/task-deposits.service';
import { DepositReleaseService } from './deposits/deposit-release.service';
import { DepositRelease } from './deposits/entities/deposit-release.entity';
import { ClientCredit } from './client-credit/entities/client-credit.entity';
import { InvoiceRefund } from './refunds/entities/invoice-refund.entity';
import { InvoiceRefundsController } from './refunds/invoice-refunds.controller';
import { InvoiceRefundsService } from './refunds/invoice-refunds.service';
import { InvoiceReminder } from './reminders/entities/invoice-reminder.entity';
import { PaymentRemindersJob } from './reminders/jobs/payment-reminders.job';
import { PaymentReminderEmailComposer } from './reminders/payment-reminder-email.composer';
import { PaymentReminderSchedule } from './reminders/payment-reminder-schedule';
import { PaymentReminderSweep } from './reminders/payment-reminder-sweep';

/**
 * Invoices of a task: create, capture, finalize, payments, void, returns (credit notes), read, and the printable documents
 * (HTML, and PDF through the `pdf` job). The worker imports it too, for its jobs (pdf, payment reminders).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Invoice,
      InvoiceLine,
      CreditNote,
      CreditNoteLine,
      InvoicePayment,
      TaskDeposit,
      ClientCredit,
      InvoiceRefund,
      DepositRelease,
      InvoiceReminder,
    ]),
    TaskAccessModule,
    BrowserModule,
    EmailModule,
  ],
  controllers: [
    InvoicesController,
    CreditNotesController,
    InvoicePaymentsController,
    InvoiceRefundsController,
    TaskDepositsController,
  ],
  providers: [
    InvoiceReader,
    CreditNoteReader,
    CreditNoteRecordingService,
    InvoiceLookup,
    InvoiceCaptureService,
    InvoiceLifecycleService,
    InvoicePaymentsService,
    TaskDepositsService,
    DepositReleaseService,
    InvoiceRefundsService,
    DocumentBrands,
    InvoiceDocumentSource,
    CreditNoteDocumentSource,
    PrintedDocuments,
    InvoicePdfFiles,
    InvoicePdfService,
    InvoicePdfJob,
    // The emails about a client's invoices, composed by the mail job in the api or the worker.
    InvoiceEmailFactsReader,
    PaymentReceiptEmailComposer,
    InvoiceIssuedEmailComposer,
    InvoiceWithdrawnEmailComposer,
    CreditNoteEmailComposer,
    RefundEmailComposer,
    // Payment reminders: the hourly sweep (asked for where the jobs run) and their email.
    PaymentReminderSweep,
    PaymentReminderSchedule,
    PaymentRemindersJob,
    PaymentReminderEmailComposer,
  ],
  // For card payments (CardPaymentsModule), which record into this ledger.
  exports: [InvoiceLookup, InvoicePaymentsService, TaskDepositsService, InvoiceRefundsService],
})
export class InvoicesModule {}
