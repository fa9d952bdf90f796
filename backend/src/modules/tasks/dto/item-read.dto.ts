import { ApiProperty } from '@nestjs/swagger';
import { ImageRefDto } from '../../images/dto/image-ref.dto';
import { ITEM_STATUSES, type ItemStatus } from '../../items/entities/item.entity';

export class ItemFeedbackCountsDto {
  @ApiProperty()
  likes: number;

  @ApiProperty()
  dislikes: number;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: "The caller's own reaction: true liked, false disliked, null none",
  })
  userFeedback: boolean | null;
}

/** An item with what is derived from its invoice lines and feedback (see item-read-model.ts). */
export class ItemReadDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  brand: string | null;

  @ApiProperty({ type: String, nullable: true })
  store: string | null;

  @ApiProperty({ type: String, nullable: true })
  link: string | null;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ example: '19.99' })
  unitPrice: string;

  @ApiProperty({ type: [String] })
  imageUrls: string[];

  @ApiProperty({
    type: [ImageRefDto],
    description: 'The photos of imageUrls, in the same order, with their web and thumbnail URLs: lists load thumbnails',
  })
  images: ImageRefDto[];

  @ApiProperty({ type: String, nullable: true })
  receiptUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'What the product is: written by link import, edited by the shopper',
  })
  aiSummary: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The shopper's note to her client about the item" })
  shopperNote: string | null;

  @ApiProperty({ enum: ITEM_STATUSES })
  status: ItemStatus;

  @ApiProperty({ description: 'Invoiced (due or paid) or credited: no edits, photos, receipts or deletion' })
  locked: boolean;

  @ApiProperty({ description: 'Quantity not yet captured on an invoice' })
  qtyRemaining: number;

  @ApiProperty({ description: 'Units returned and credited (credit notes); they stay counted as invoiced' })
  qtyCredited: number;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The latest invoice (not VOID) holding a captured line of this item',
  })
  invoiceId: string | null;

  @ApiProperty({ type: ItemFeedbackCountsDto })
  feedback: ItemFeedbackCountsDto;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}
