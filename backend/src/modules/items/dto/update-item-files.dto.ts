import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, MaxLength, ValidateIf } from 'class-validator';
import { whenSent } from '../../../common/validation/text-fields';
import { IsUploadOrHttpUrl } from './item-validators';

export const MAX_ITEM_PHOTOS = 8;
export const TOO_MANY_PHOTOS = `An item can have at most ${MAX_ITEM_PHOTOS} photos`;
export const INVALID_IMAGE_URL = 'Invalid image URL';
export const INVALID_RECEIPT_URL = 'Invalid receipt URL';

/** Blank means "no receipt". */
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** Replaces the photo list and/or the receipt; a field left out keeps its value. */
export class UpdateItemFilesDto {
  @ApiProperty({
    type: [String],
    required: false,
    maxItems: MAX_ITEM_PHOTOS,
    description: 'The whole photo list, in display order: URLs from the upload call or http(s) URLs',
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
    description: 'URL from the upload call or an http(s) URL; null or "" removes the receipt',
  })
  @Transform(trimToNull)
  @ValidateIf((_dto, value) => value != null)
  @MaxLength(1024, { message: INVALID_RECEIPT_URL })
  @IsUploadOrHttpUrl({ message: INVALID_RECEIPT_URL })
  receiptUrl?: string | null;
}
