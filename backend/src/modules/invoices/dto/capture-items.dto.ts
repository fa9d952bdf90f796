import { ApiProperty } from '@nestjs/swagger';
import { IsItemSelection, MAX_ITEM_QUANTITY, MAX_SELECTED_ITEMS } from './invoice-selection';

export const CAPTURE_NOTHING_SELECTED = 'Please select at least one item to add to the invoice.';

export class CaptureItemEntryDto {
  @ApiProperty({ format: 'uuid' })
  itemId: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: MAX_ITEM_QUANTITY,
    description: '0 skips the item; otherwise at most what remains of it to invoice (qtyRemaining)',
  })
  qtyCaptured: number;
}

/** Adds items to the task's DUE invoice. */
export class CaptureItemsDto {
  @ApiProperty({
    type: [CaptureItemEntryDto],
    minItems: 1,
    maxItems: MAX_SELECTED_ITEMS,
    description: 'Each item at most once; at least one with a quantity above 0',
  })
  @IsItemSelection({ quantityKey: 'qtyCaptured', minimum: 0, nothingSelected: CAPTURE_NOTHING_SELECTED })
  items: CaptureItemEntryDto[];
}
