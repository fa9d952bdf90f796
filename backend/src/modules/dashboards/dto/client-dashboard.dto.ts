import { ApiProperty } from '@nestjs/swagger';
import { PrepaidMoneyDto } from './prepaid-money.dto';
import { TaskCountsDto } from './task-counts.dto';

/** One of the client's invoices as she reads it. */
export class ClientDashboardInvoiceDto {
  @ApiProperty({ format: 'uuid' })
  invoiceId: string;

  @ApiProperty({ example: 'INV-2026-0007' })
  invoiceNumber: string;

  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty()
  taskTitle: string;

  @ApiProperty({ example: '145.13', description: 'Her total: items with their fee, and taxes' })
  total: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null while DUE' })
  paidAt: Date | null;
}

/** A deposit her shopper asked for, not paid yet. */
export class ClientDashboardDepositDto {
  @ApiProperty({ format: 'uuid' })
  depositId: string;

  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty()
  taskTitle: string;

  @ApiProperty({ example: '150.00' })
  amount: string;

  @ApiProperty({ type: String, example: '2026-12-10', nullable: true, description: 'By when, if the shopper said' })
  dueDate: string | null;
}

/** The first of her tasks with items she has neither liked nor disliked. */
export class FeedbackTaskDto {
  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty()
  taskTitle: string;
}

/** GET /api/dashboard/client: what the client owes, and what waits for her. */
export class ClientDashboardDto {
  @ApiProperty({ example: '145.13', description: 'What her DUE invoices bill' })
  amountDue: string;

  @ApiProperty({
    example: '109.25',
    description: 'What she paid beyond what she kept after returns, not yet refunded: coming back to her',
  })
  comingBack: string;

  @ApiProperty({ type: [ClientDashboardInvoiceDto], description: 'Her DUE invoices that bill anything, oldest first' })
  dueInvoices: ClientDashboardInvoiceDto[];

  @ApiProperty({ type: [ClientDashboardInvoiceDto], description: 'Her 3 latest paid invoices, the latest first' })
  recentlyPaid: ClientDashboardInvoiceDto[];

  @ApiProperty({ description: 'Items of her tasks, still open, that she has neither liked nor disliked' })
  itemsAwaitingFeedback: number;

  @ApiProperty({
    type: FeedbackTaskDto,
    nullable: true,
    description: 'The task whose waiting item is the oldest; null when none waits',
  })
  firstFeedbackTask: FeedbackTaskDto | null;

  @ApiProperty({ type: TaskCountsDto, description: 'Her tasks by status' })
  tasks: TaskCountsDto;

  @ApiProperty({
    type: [ClientDashboardDepositDto],
    description: 'Deposits asked of her and not paid yet, oldest first',
  })
  depositsAsked: ClientDashboardDepositDto[];

  @ApiProperty({
    type: PrepaidMoneyDto,
    description: 'What she has paid ahead: deposits held for her tasks, her credit',
  })
  prepaid: PrepaidMoneyDto;
}
