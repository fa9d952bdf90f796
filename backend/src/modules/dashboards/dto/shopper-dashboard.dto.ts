import { ApiProperty } from '@nestjs/swagger';
import { PrepaidMoneyDto } from './prepaid-money.dto';
import { ATTENTION_KINDS, type AttentionKind } from '../attention-rules';
import { TaskCountsDto } from './task-counts.dto';

/** A pin on one of the task's images: the image and the comment to open. */
export class AttentionPinDto {
  @ApiProperty({ format: 'uuid' })
  commentId: string;

  @ApiProperty({ example: '/files/uploads/ab/ab12.jpg', description: 'The image the pin is on' })
  imageUrl: string;
}

/** One thing on the shopper's tasks that waits for her, with what the screen links to. */
export class AttentionEntryDto {
  @ApiProperty({
    enum: ATTENTION_KINDS,
    description:
      'UNREAD_MESSAGES: client messages she has not read; OPEN_COMMENTS: client pins not resolved; ' +
      'DISLIKED_ITEMS: items the client disliked that can still change; REQUEST_WITHOUT_ITEMS: a request ' +
      'the client submitted that has no item yet (from the moment it is sent); INVOICE_OVERDUE: an invoice DUE past its due date; ' +
      'REFUND_OWED: an invoice whose client paid more than it now comes to after a return, not yet refunded',
  })
  kind: AttentionKind;

  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty()
  taskTitle: string;

  @ApiProperty({ format: 'uuid' })
  clientId: string;

  @ApiProperty({ description: "The client's display name" })
  clientName: string;

  @ApiProperty({ description: 'How many messages, pins or items; 1 for a request or an invoice' })
  count: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description:
      'Since when it has waited: the oldest message, pin or dislike, the request, the invoice, the latest return',
  })
  since: Date;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'INVOICE_OVERDUE and REFUND_OWED only' })
  invoiceId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'INV-2026-0007',
    description: 'INVOICE_OVERDUE and REFUND_OWED only',
  })
  invoiceNumber: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '145.13',
    description: 'INVOICE_OVERDUE: what is left to pay; REFUND_OWED: what is owed back',
  })
  amount: string | null;

  @ApiProperty({
    type: AttentionPinDto,
    nullable: true,
    description: 'OPEN_COMMENTS only: the oldest open pin, which the dashboard opens',
  })
  pin: AttentionPinDto | null;
}

export class MonthMoneyDto {
  @ApiProperty({ example: '2026-03', description: 'The calendar month, in UTC' })
  month: string;

  @ApiProperty({ example: '420.00', description: 'Captured that month on invoices that are DUE or PAID' })
  billed: string;

  @ApiProperty({ example: '380.00', description: 'Of invoices marked paid that month' })
  paid: string;
}

export class ShopperMoneyDto {
  @ApiProperty({ example: '145.13', description: 'What the DUE invoices bill' })
  outstanding: string;

  @ApiProperty({ description: 'How many DUE invoices bill anything' })
  outstandingCount: number;

  @ApiProperty({ example: '420.00' })
  billedThisMonth: string;

  @ApiProperty({ example: '380.00' })
  paidThisMonth: string;

  @ApiProperty({ example: '42.22', description: 'The service fees in what was paid this month' })
  feesThisMonth: string;

  @ApiProperty({ type: [MonthMoneyDto], description: 'The last 6 calendar months, oldest first, this month last' })
  months: MonthMoneyDto[];
}

export class ClientBalanceDto {
  @ApiProperty({ format: 'uuid' })
  clientId: string;

  @ApiProperty({ example: '145.13', description: 'What her DUE invoices bill' })
  outstanding: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The latest of: a task of hers created or changed, a message on one, an invoice changed',
  })
  lastActivityAt: Date | null;
}

/** GET /api/dashboard/shopper: what needs the shopper now, and who owes her what. */
export class ShopperDashboardDto {
  @ApiProperty({
    type: [AttentionEntryDto],
    description:
      'Most urgent first (what the client waits on before what the client owes), the oldest first within a ' +
      'kind; at most 50',
  })
  attention: AttentionEntryDto[];

  @ApiProperty({ type: ShopperMoneyDto })
  money: ShopperMoneyDto;

  @ApiProperty({ type: [ClientBalanceDto], description: 'Every client of hers' })
  clients: ClientBalanceDto[];

  @ApiProperty({ type: TaskCountsDto, description: 'Her tasks by status' })
  tasks: TaskCountsDto;

  @ApiProperty({ type: PrepaidMoneyDto, description: "What she holds of her clients' money ahead of invoices" })
  prepaid: PrepaidMoneyDto;
}
