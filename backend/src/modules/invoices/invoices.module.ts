import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrowserModule } from '../../infra/browser/browser.module';
import { TaskAccessModule } from '../tasks/task-access.module';
import { Invoice } from './entities/invoice.entity';
import { InvoiceLine } from './entities/invoice-line.entity';
import { InvoiceCaptureService } from './invoice-capture.service';
import { InvoiceLifecycleService } from './invoice-lifecycle.service';
import { InvoiceLookup } from './invoice-lookup.service';
import { InvoiceReader } from './invoice-reader.service';
import { InvoicesController } from './invoices.controller';
import { InvoiceDocumentSource } from './pdf/invoice-document-source';
import { InvoicePdfFiles } from './pdf/invoice-pdf-files';
import { InvoicePdfService } from './pdf/invoice-pdf.service';
import { InvoicePdfJob } from './pdf/jobs/invoice-pdf.job';

/**
 * Invoices of a task: create, capture, finalize, pay, void, read, and the printable document
 * (HTML, and PDF through the `pdf` job). The worker imports it too, for InvoicePdfJob.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Invoice, InvoiceLine]), TaskAccessModule, BrowserModule],
  controllers: [InvoicesController],
  providers: [
    InvoiceReader,
    InvoiceLookup,
    InvoiceCaptureService,
    InvoiceLifecycleService,
    InvoiceDocumentSource,
    InvoicePdfFiles,
    InvoicePdfService,
    InvoicePdfJob,
  ],
})
export class InvoicesModule {}
