import { ApiProperty } from '@nestjs/swagger';
import { CATEGORY_KEYS, type CategoryKey } from '../../categories/category.entity';
import { TASK_STATUSES, type TaskStatus } from '../task.entity';

export class TaskCategorySummaryDto {
  @ApiProperty({ enum: CATEGORY_KEYS })
  key: CategoryKey;

  @ApiProperty({ example: 'Clothing & Fashion' })
  name: string;
}

/** A task card of the task lists and dashboards. */
export class TaskListItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ enum: TASK_STATUSES })
  status: TaskStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ format: 'uuid' })
  clientId: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  recipientId: string | null;

  @ApiProperty({ example: '12.50', description: "Effective fee percent: the task's own, else the shopper's default" })
  feePct: string;

  @ApiProperty({ description: "The client's display name" })
  clientName: string;

  @ApiProperty({ type: String, nullable: true })
  recipientName: string | null;

  @ApiProperty({ type: TaskCategorySummaryDto })
  category: TaskCategorySummaryDto;

  @ApiProperty()
  itemCount: number;

  @ApiProperty({ example: '129.00', description: 'Sum of quantity x unit price over the items' })
  subtotal: string;

  @ApiProperty({
    example: '145.13',
    description:
      'What the client pays for the task, fee included: the totals of its invoices that are not VOID, plus ' +
      "the items they do not hold with the fee at the task's percent",
  })
  total: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '300-700',
    description:
      'The request\'s budget answer as given: a category\'s bucket code ("300-700", "700-plus") or the ' +
      'client\'s own words ("about $400"); null when the request names none. The task page reads its limit.',
  })
  budget: string | null;

  @ApiProperty({
    enum: ['DUE', 'PAID'],
    nullable: true,
    description: 'Status of the latest invoice that is DUE or PAID (not a draft, not VOID); null without one',
  })
  invoiceStatus: 'DUE' | 'PAID' | null;

  @ApiProperty({ description: "The other party's chat messages the caller has not read yet" })
  unreadCount: number;
}
