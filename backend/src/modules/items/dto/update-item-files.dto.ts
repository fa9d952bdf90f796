import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, MaxLength, ValidateIf } from 'class-validator';
import { whenSent } from '../../../common/validation/text-fields';
import { IsUploadOrHttpUrl } from './item-validators';

export const MAX_ITEM_PHOTOS = 8;
export const TOO_MANY_PHOTOS = `An item can have at most ${MAX_ITEM_PHOTOS} photos`;
export const INVALID_IMAGE_URL = 'Invalid image URL';
export const INVALID_RECEIPT_URL = 'Invalid receipt URL';
export const PHOTO_NOT_YOURS = 'Photos must be files you uploaded for this task';
export const RECEIPT_NOT_YOURS = 'The receipt must be a file you uploaded for this task';

/** Blank means "no receipt". */
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** Replaces the photo list and/or the receipt; a field left out keeps its value. */
export class UpdateItemFilesDto {
  @ApiProperty({
    type: [String],
    required: false,
    maxItems: MAX_ITEM_PHOTOS,
    description:
      "The whole photo list, in display order: the item's photos, URLs from this task's upload call (by the caller), or http(s) URLs",
  })
  @ValidateIf(whenSent)
  @MaxLength(2048, { each: true, message: INVALID_IMAGE_URL })
  @IsUploadOrHttpUrl({ each: true, message: INVALID_IMAGE_URL })
  @ArrayMaxSize(MAX_ITEM_PHOTOS, { message: TOO_MANY_PHOTOS })
  @IsArray({ message: 'Image URLs must be a list' })
  imageUrls?: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    maxLength: 1024,
    description:
      'The current receipt, a URL from this task\'s upload call (by the caller) or an http(s) URL; null or "" removes it',
  })
  @Transform(trimToNull)
  @ValidateIf((_dto, value) => value != null)
  @MaxLength(1024, { message: INVALID_RECEIPT_URL })
  @IsUploadOrHttpUrl({ message: INVALID_RECEIPT_URL })
  receiptUrl?: string | null;
}
