import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { NonBlankText, OptionalText, whenSent } from '../../../common/validation/text-fields';
import { IsAtMostAmountLimit, IsPlainAmount } from '../../../common/validation/amount-fields';
import { isHttpUrl } from './item-validators';

export const PRICE_REQUIRED = 'Price is required';
export const PRICE_INVALID = 'Price must be 0 or more with at most two decimals';
export const PRICE_TOO_HIGH = 'Price must be at most 99999999.99';
export const QUANTITY_MIN = 'Quantity must be at least 1';
export const QUANTITY_MAX = 'Quantity must be at most 9999';
export const QUANTITY_WHOLE = 'Quantity must be a whole number';
export const INVALID_LINK = 'Invalid link';

/** Blank means "no link": the item form sends "" for an empty field. */
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/**
 * An item's own fields, for creating it (POST) and for replacing them (PUT, which sends the
 * same form): a brand, store or link left out or blank is cleared, a quantity left out is 1.
 * Photos, the receipt and the summary are not fields here (PUT /items/{id}/files, enrich).
 */
export class ItemFieldsDto {
  @NonBlankText('Item name', 200, { example: 'Linen blazer' })
  name: string;

  @OptionalText('Brand', 200, { example: 'Zara' })
  brand?: string;

  @OptionalText('Store', 200, { example: 'Nordstrom' })
  store?: string;

  @ApiProperty({ required: false, minimum: 1, maximum: 9999, default: 1 })
  @ValidateIf(whenSent)
  @Max(9999, { message: QUANTITY_MAX })
  @Min(1, { message: QUANTITY_MIN })
  @IsInt({ message: QUANTITY_WHOLE })
  quantity?: number;

  @ApiProperty({
    oneOf: [
      { type: 'string', example: '129.00' },
      { type: 'number', example: 129 },
    ],
    description: 'Price of one unit in USD: 0 or more, at most two decimals; answered as "129.00"',
  })
  // Checked bottom-up, stopping at the first failure: present, well-formed, then in range.
  @IsAtMostAmountLimit({ message: PRICE_TOO_HIGH })
  @IsPlainAmount({ message: PRICE_INVALID })
  @IsDefined({ message: PRICE_REQUIRED })
  unitPrice: string | number;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: 2048, description: 'http(s) URL or empty' })
  @Transform(trimToNull)
  @ValidateIf((_dto, value) => value != null)
  @MaxLength(2048, { message: 'Link must be at most 2048 characters' })
  @ValidateBy({ name: 'isHttpUrl', validator: { validate: isHttpUrl } }, { message: INVALID_LINK })
  link?: string | null;
}
