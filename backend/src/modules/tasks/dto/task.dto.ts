import { ApiProperty } from '@nestjs/swagger';
import { TASK_STATUSES, type TaskStatus } from '../task.entity';

/** A task as stored, plus the fee that applies to it. */
export class TaskDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: [String], description: 'URLs of the stored reference images (/files/uploads/...)' })
  uploadedImages: string[];

  @ApiProperty({ format: 'uuid' })
  shopperId: string;

  @ApiProperty({ format: 'uuid' })
  clientId: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once the recipient is deleted' })
  recipientId: string | null;

  @ApiProperty({ format: 'uuid' })
  categoryId: string;

  @ApiProperty({ enum: TASK_STATUSES })
  status: TaskStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '15.00',
    description: "The task's own fee percent; null means the shopper's default",
  })
  feePct: string | null;

  @ApiProperty({
    example: '12.50',
    description: "The fee percent that applies: the task's, else the shopper's default",
  })
  effectiveFeePct: string;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  answers: Record<string, unknown> | null;

  @ApiProperty({ type: String, nullable: true })
  occasion: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

export class CreatedTaskDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
}
