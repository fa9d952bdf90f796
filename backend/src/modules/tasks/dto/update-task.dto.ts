import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, ValidateIf } from 'class-validator';
import { NonBlankText, whenSent } from '../../../common/validation/text-fields';
import { TASK_STATUSES, type TaskStatus } from '../task.entity';
import { IsTaskFeePercent } from './task-fee-percent.validator';
import { IsWellFormedText } from '../../../common/validation/well-formed-text';

const present = (_dto: object, value: unknown) => value !== undefined && value !== null;

/** The shopper's edit form; a field left out keeps its value. Validators run bottom-up. */
export class UpdateTaskDto {
  @NonBlankText('Title', 200, { requiredIf: whenSent })
  title?: string;

  @ApiProperty({ enum: TASK_STATUSES, required: false })
  @IsIn(TASK_STATUSES, { message: `Status must be one of ${TASK_STATUSES.join(', ')}` })
  @ValidateIf(whenSent)
  status?: TaskStatus;

  @ApiProperty({
    oneOf: [
      { type: 'string', example: '15.00' },
      { type: 'number', example: 15 },
    ],
    nullable: true,
    required: false,
    description: "0 to 100, at most two decimals; null returns the task to the shopper's default fee",
  })
  @IsTaskFeePercent()
  @ValidateIf(present)
  feePct?: string | number | null;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: 5000, description: 'Blank or null clears' })
  @MaxLength(5000, { message: 'Notes must be at most 5000 characters' })
  @IsWellFormedText({ message: 'Notes must be text' })
  @IsString({ message: 'Notes must be text' })
  @ValidateIf(present)
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  notes?: string | null;
}
