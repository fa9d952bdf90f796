import { ApiProperty } from '@nestjs/swagger';
import { INVOICE_STATUSES, type InvoiceStatus } from '../entities/invoice.entity';
import { INVOICE_LINE_STATUSES, type InvoiceLineStatus } from '../entities/invoice-line.entity';
import { ClientCreditNoteDto, CreditNoteDto } from '../credit-notes/dto/credit-note-view.dto';
import { RefundDto } from '../refunds/dto/record-refund.dto';
import { PaymentDto } from '../payments/dto/payment-view.dto';

/*
 * Two readers, two shapes. The client's classes have no service-fee fields at all (the spec
 * shows clients the invoice without the fee line): her amounts carry the fee instead, so that
 * what she reads adds up (her lines sum to her subtotal, subtotal + taxes = total). The
 * shopper's keep the breakdown. Amounts are two-decimal strings in USD.
 */

/** What a line is, the same for both readers. */
abstract class InvoiceLineFieldsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  itemId: string;

  @ApiProperty({ description: "The item's name" })
  name: string;

  @ApiProperty({ type: 'integer', description: 'Quantity billed on this line' })
  capturedQuantity: number;

  @ApiProperty({ example: '0.00' })
  lineTaxes: string;

  @ApiProperty({ type: String, nullable: true, description: "The item's receipt when it was captured" })
  receiptUrlAtCapture: string | null;

  @ApiProperty({ enum: INVOICE_LINE_STATUSES })
  status: InvoiceLineStatus;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the line was captured (and its item locked)' })
  capturedAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  voidedAt: Date | null;
}

/** A line as the client sees it: one amount, the service fee included. */
export class ClientInvoiceLineDto extends InvoiceLineFieldsDto {
  @ApiProperty({
    example: '67.47',
    description:
      "What the line bills, the service fee included (the shopper's lineTotal + lineServiceFee). " +
      "The lines sum exactly to the invoice's originalSubtotal.",
  })
  lineTotal: string;
}

/** A line as the shopper sees it: the price and the fee frozen at capture. */
export class InvoiceLineDto extends InvoiceLineFieldsDto {
  @ApiProperty({ example: '19.99', description: 'Unit price frozen at capture' })
  unitPrice: string;

  @ApiProperty({ example: '59.97', description: 'capturedQuantity x unitPrice (the line subtotal, before fee)' })
  lineTotal: string;

  @ApiProperty({ example: '12.50', description: 'Service fee percent applied to this line' })
  feePctAtCapture: string;

  @ApiProperty({ example: '7.50', description: 'lineTotal x feePctAtCapture / 100, rounded half away from zero' })
  lineServiceFee: string;
}

/** What an invoice is, the same for both readers. */
abstract class InvoiceFieldsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty({ enum: INVOICE_STATUSES, description: 'DRAFT is the shopper’s alone: a client never reads one' })
  status: InvoiceStatus;

  @ApiProperty({ example: '0.00', description: 'Sum of the line taxes (0)' })
  taxes: string;

  @ApiProperty({ example: '67.47', description: 'What is billed: the line subtotals + service fee + taxes' })
  total: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  voidedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'First finalization' })
  finalizedAt: Date | null;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-12-10',
    description: "The last day to pay: the day it was finalized plus the shopper's payment terms; null while a draft",
  })
  dueDate: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

/** An invoice as the client sees it: amounts with the service fee in them. */
export class ClientInvoiceDto extends InvoiceFieldsDto {
  @ApiProperty({ example: 'INV-2026-0007', description: 'Unique per shopper' })
  invoiceNumber: string;

  @ApiProperty({ example: '67.47', description: 'Sum of her line totals (the service fee included); + taxes = total' })
  originalSubtotal: string;
}

/** An invoice as the shopper sees it: with the service fee. */
export class InvoiceDto extends InvoiceFieldsDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'INV-2026-0007',
    description: 'Unique per shopper; null while DRAFT (the number is taken when she finalizes it)',
  })
  invoiceNumber: string | null;

  @ApiProperty({ example: '59.97', description: 'Sum of the line totals (before fee)' })
  originalSubtotal: string;

  @ApiProperty({
    example: '12.50',
    description: 'The fee percent of the latest capture (the task fee, else the default)',
  })
  feePct: string;

  @ApiProperty({ example: '7.50', description: 'Sum of the line fees' })
  serviceFee: string;
}

/** What an invoice comes to after its returns and payments (@atelier/billing invoiceBalance). */
abstract class InvoiceBalanceDto {
  @ApiProperty({ example: '44.98', description: "The invoice's total less its credit notes' totals" })
  netTotal: string;

  @ApiProperty({ type: [PaymentDto], description: 'Payments received against it, oldest first' })
  payments: PaymentDto[];

  @ApiProperty({ example: '20.00', description: 'The sum of its payments' })
  amountPaid: string;

  @ApiProperty({ example: '24.98', description: 'netTotal less amountPaid, never below 0' })
  balanceDue: string;

  @ApiProperty({ type: [RefundDto], description: 'Money owed back given back (or kept as credit), oldest first' })
  refunds: RefundDto[];

  @ApiProperty({
    example: '0.00',
    description: 'What was paid beyond netTotal (after a return) and not yet refunded, never below 0',
  })
  owedBack: string;
}

/** InvoiceBalanceDto of the task's current invoice: null (and no payments) without one. */
abstract class TaskInvoiceBalanceDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '44.98',
    description: "The total less its credit notes' totals",
  })
  netTotal: string | null;

  @ApiProperty({ type: [PaymentDto], description: 'Payments received against it, oldest first' })
  payments: PaymentDto[];

  @ApiProperty({ type: String, nullable: true, example: '20.00', description: 'The sum of its payments' })
  amountPaid: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '24.98',
    description: 'netTotal less amountPaid, never below 0',
  })
  balanceDue: string | null;

  @ApiProperty({ type: [RefundDto], description: 'Money owed back given back (or kept as credit), oldest first' })
  refunds: RefundDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '0.00',
    description: 'What was paid beyond netTotal (after a return) and not yet refunded, never below 0',
  })
  owedBack: string | null;
}

/** GET /tasks/{id}/invoice for the task's client. */
export class ClientTaskInvoiceDto extends TaskInvoiceBalanceDto {
  @ApiProperty({
    type: ClientInvoiceDto,
    nullable: true,
    description: 'Her latest DUE or PAID invoice; null until the shopper finalizes one (a voided one is listed only)',
  })
  invoice: ClientInvoiceDto | null;

  @ApiProperty({ type: [ClientInvoiceLineDto], description: 'In capture order' })
  lines: ClientInvoiceLineDto[];

  @ApiProperty({ type: [ClientCreditNoteDto], description: 'Returns recorded against the invoice, oldest first' })
  creditNotes: ClientCreditNoteDto[];
}

/** The task's invoice for its shopper: GET /tasks/{id}/invoice and the answer of every change. */
export class TaskInvoiceDto extends TaskInvoiceBalanceDto {
  @ApiProperty({
    type: InvoiceDto,
    nullable: true,
    description: 'Her latest invoice (a DRAFT until finalized); null until one is created',
  })
  invoice: InvoiceDto | null;

  @ApiProperty({ type: [InvoiceLineDto], description: 'In capture order' })
  lines: InvoiceLineDto[];

  @ApiProperty({ type: [CreditNoteDto], description: 'Returns recorded against the invoice, oldest first' })
  creditNotes: CreditNoteDto[];
}

/** One of GET /tasks/{id}/invoices for the task's client. */
export class ClientInvoiceWithLinesDto extends InvoiceBalanceDto {
  @ApiProperty({ type: ClientInvoiceDto })
  invoice: ClientInvoiceDto;

  @ApiProperty({ type: [ClientInvoiceLineDto], description: 'In capture order' })
  lines: ClientInvoiceLineDto[];

  @ApiProperty({ type: [ClientCreditNoteDto], description: 'Returns recorded against the invoice, oldest first' })
  creditNotes: ClientCreditNoteDto[];
}

/** One of GET /tasks/{id}/invoices for the task's shopper. */
export class InvoiceWithLinesDto extends InvoiceBalanceDto {
  @ApiProperty({ type: InvoiceDto })
  invoice: InvoiceDto;

  @ApiProperty({ type: [InvoiceLineDto], description: 'In capture order' })
  lines: InvoiceLineDto[];

  @ApiProperty({ type: [CreditNoteDto], description: 'Returns recorded against the invoice, oldest first' })
  creditNotes: CreditNoteDto[];
}
