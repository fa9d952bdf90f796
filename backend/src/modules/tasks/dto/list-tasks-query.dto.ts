import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { TASK_STATUSES, type TaskStatus } from '../task.entity';
import { IsWellFormedText } from '../../../common/validation/well-formed-text';

/**
 * docs/product-rules.md, "Task lists and filters": under 100; 100 to under 500; 500 to under 1000;
 * 1000 and over (dollars).
 */
export const BUDGET_BUCKETS = ['under100', '100to500', '500to1000', 'over1000'] as const;
export type BudgetBucket = (typeof BUDGET_BUCKETS)[number];

/** On the task's latest invoice that is not VOID. */
export const INVOICE_FILTERS = ['has', 'none', 'paid', 'due'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

/** Filters of GET /api/tasks; a bad value is a 400 naming the parameter and its choices. */
export class ListTasksQueryDto {
  @ApiProperty({ enum: TASK_STATUSES, required: false })
  @IsIn(TASK_STATUSES, { message: `status must be one of ${TASK_STATUSES.join(', ')}` })
  @IsOptional()
  @Transform(blankToUndefined)
  status?: TaskStatus;

  @ApiProperty({ format: 'uuid', required: false })
  @IsUUID('all', { message: 'clientId must be a UUID' })
  @IsOptional()
  @Transform(blankToUndefined)
  clientId?: string;

  @ApiProperty({ format: 'uuid', required: false })
  @IsUUID('all', { message: 'recipientId must be a UUID' })
  @IsOptional()
  @Transform(blankToUndefined)
  recipientId?: string;

  @ApiProperty({ required: false, maxLength: 200, description: 'Case-insensitive search in titles' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  @IsWellFormedText({ message: 'q must be text' })
  @IsString({ message: 'q must be text' })
  @IsOptional()
  @Transform(blankToUndefined)
  q?: string;

  @ApiProperty({ enum: BUDGET_BUCKETS, required: false, description: 'On the item subtotal (quantity x unit price)' })
  @IsIn(BUDGET_BUCKETS, { message: `budget must be one of ${BUDGET_BUCKETS.join(', ')}` })
  @IsOptional()
  @Transform(blankToUndefined)
  budget?: BudgetBucket;

  @ApiProperty({ enum: INVOICE_FILTERS, required: false, description: "On the task's latest invoice that is not VOID" })
  @IsIn(INVOICE_FILTERS, { message: `invoice must be one of ${INVOICE_FILTERS.join(', ')}` })
  @IsOptional()
  @Transform(blankToUndefined)
  invoice?: InvoiceFilter;

  @ApiProperty({
    enum: ['true'],
    required: false,
    description: "Only the tasks with chat messages the caller has not read (the client's Messages shortcut)",
  })
  @IsIn(['true'], { message: 'unread must be true' })
  @IsOptional()
  @Transform(blankToUndefined)
  unread?: 'true';
}
