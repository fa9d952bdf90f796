import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrowserModule } from '../../infra/browser/browser.module';
import { EmailModule } from '../email/email.module';
import { InvoiceEmailsModule } from './invoice-emails.module';
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
import { ClientCredit } from './client-credit/entities/client-credit.entity';
import { InvoiceRefund } from './refunds/entities/invoice-refund.entity';
import { InvoiceRefundsController } from './refunds/invoice-refunds.controller';
import { InvoiceRefundsService } from './refunds/invoice-refunds.service';

/**
 * Invoices of a task: create, capture, finalize, payments, void, returns (credit notes), read, and the printable documents
 * (HTML, and PDF through the `pdf` job). The worker imports it too, for InvoicePdfJob.
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
    ]),
    TaskAccessModule,
    BrowserModule,
    EmailModule,
    InvoiceEmailsModule,
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
    InvoiceRefundsService,
    DocumentBrands,
    InvoiceDocumentSource,
    CreditNoteDocumentSource,
    PrintedDocuments,
    InvoicePdfFiles,
    InvoicePdfService,
    InvoicePdfJob,
  ],
  // For card payments (CardPaymentsModule), which record into this ledger.
  exports: [InvoiceLookup, InvoicePaymentsService, TaskDepositsService, InvoiceRefundsService],
})
export class InvoicesModule {}
