import { ApiProperty } from '@nestjs/swagger';
import { GENDERS, RELATIONSHIPS } from './recipient-fields.dto';
import { RecipientProfileDto } from './recipient-profile.dto';

/** Someone (or a property) a client shops for. */
export class RecipientDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  clientId: string;

  @ApiProperty({ enum: RELATIONSHIPS })
  relationship: string;

  @ApiProperty()
  displayName: string;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  birthdate: string | null;

  @ApiProperty({ enum: GENDERS, nullable: true })
  gender: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ type: RecipientProfileDto, nullable: true })
  profile: RecipientProfileDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

export class RecipientTaskCountsDto {
  @ApiProperty({ description: 'Every task for this recipient' })
  total: number;

  @ApiProperty({ description: 'ACTIVE, IN_PROGRESS and SUBMITTED' })
  active: number;

  @ApiProperty({ description: 'COMPLETE and COMPLETED' })
  done: number;

  @ApiProperty({ description: 'DRAFT' })
  draft: number;
}

/** A recipient card: the recipient and the badges of its tasks. */
export class RecipientListItemDto extends RecipientDto {
  @ApiProperty({ type: RecipientTaskCountsDto })
  taskCounts: RecipientTaskCountsDto;
}
