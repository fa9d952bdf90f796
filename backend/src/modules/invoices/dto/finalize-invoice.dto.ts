import { ApiProperty } from '@nestjs/swagger';
import { IsItemSelection, MAX_ITEM_QUANTITY, MAX_SELECTED_ITEMS } from './invoice-selection';

export const FINALIZE_NOTHING_SELECTED = 'Please select at least one item to finalize the invoice.';

export class FinalizeItemEntryDto {
  @ApiProperty({ format: 'uuid' })
  itemId: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_ITEM_QUANTITY,
    description: 'At least 1 and at most what remains of the item to invoice (qtyRemaining)',
  })
  quantity: number;
}

/** The finalize dialog: captures the selected quantities and stamps the invoice finalized. */
export class FinalizeInvoiceDto {
  @ApiProperty({
    type: [FinalizeItemEntryDto],
    minItems: 1,
    maxItems: MAX_SELECTED_ITEMS,
    description: 'Each item at most once',
  })
  @IsItemSelection({ quantityKey: 'quantity', minimum: 1, nothingSelected: FINALIZE_NOTHING_SELECTED })
  selectedItems: FinalizeItemEntryDto[];
}
