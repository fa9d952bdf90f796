import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module';
import { PaymentReceiptEmailComposer } from './payments/payment-receipt-email.composer';

/** The emails about a client's invoices (receipts), composed by the mail job in the api or the worker. */
@Module({
  imports: [EmailModule],
  providers: [PaymentReceiptEmailComposer],
})
export class InvoiceEmailsModule {}
