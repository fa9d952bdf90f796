import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsItemSelection, MAX_ITEM_QUANTITY, MAX_SELECTED_ITEMS } from '../../dto/invoice-selection';

export const RETURN_NOTHING_SELECTED = 'Please select at least one item to return.';
export const MAX_RETURN_REASON = 500;
export const RETURN_REASON_TOO_LONG = `Reason must be at most ${MAX_RETURN_REASON} characters.`;

export class ReturnLineDto {
  @ApiProperty({ format: 'uuid' })
  itemId: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: MAX_ITEM_QUANTITY,
    description: '0 skips the item; otherwise at most what this invoice captured of it and has not yet credited',
  })
  quantity: number;
}

/** A return against an invoice: the units going back, and why. */
export class RecordReturnDto {
  @ApiProperty({
    type: [ReturnLineDto],
    minItems: 1,
    maxItems: MAX_SELECTED_ITEMS,
    description: 'Each item at most once; at least one with a quantity above 0',
  })
  @IsItemSelection({ quantityKey: 'quantity', minimum: 0, nothingSelected: RETURN_NOTHING_SELECTED })
  lines: ReturnLineDto[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_RETURN_REASON,
    description: 'Trimmed; blank is none',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((_dto, value) => value != null)
  @MaxLength(MAX_RETURN_REASON, { message: RETURN_REASON_TOO_LONG })
  @IsString({ message: 'Reason must be text.' })
  reason?: string | null;
}
