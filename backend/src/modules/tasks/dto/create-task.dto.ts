import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, ValidateBy, ValidateIf } from 'class-validator';
import { NonBlankText, OptionalText } from '../../../common/validation/text-fields';
import { MAX_REFERENCE_IMAGES } from '../reference-images';
import { IsTaskFeePercent } from './task-fee-percent.validator';

export const RECIPIENT_REQUIRED = 'Please select who we are shopping for.';

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A new shopping request. Validators of one property run bottom-up and the first failure is
 * the answer. Rules that depend on the caller's role (a client's description, a shopper's
 * client, the fee) and on other rows (category answers, recipient owner) are checked by the
 * service.
 */
export class CreateTaskDto {
  @NonBlankText('Title', 200, { example: 'Spring wardrobe refresh' })
  title: string;

  @OptionalText('Description', 5000, { description: 'Required for clients ("Description is required")' })
  description?: string;

  @OptionalText('Client', 64, {
    description:
      "Shoppers: one of their clients' ids (required: \"Client is required\"). Clients: 'auto', their own id, or left out.",
    example: 'auto',
  })
  clientId?: string;

  @NonBlankText('Category', 64, { description: 'The category id, or its key (CLOTHING, HOME_DECOR, EVENT)' })
  categoryId: string;

  @ApiProperty({ format: 'uuid', description: "One of the task client's recipients" })
  @IsNotEmpty({ message: RECIPIENT_REQUIRED })
  @IsString({ message: RECIPIENT_REQUIRED })
  recipientId: string;

  @ApiProperty({
    oneOf: [
      { type: 'string', example: '12.50' },
      { type: 'number', example: 12.5 },
    ],
    nullable: true,
    required: false,
    description:
      "Shoppers only: 0 to 100, at most two decimals; null (default) bills the shopper's default fee. A client sending a fee gets 403.",
  })
  @IsTaskFeePercent()
  @ValidateIf((_dto, value) => value !== undefined && value !== null)
  feePct?: string | number | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: "Keyed by the category's formSchema field keys; types are checked, any text is accepted",
  })
  @ValidateBy(
    { name: 'isAnswersObject', validator: { validate: isPlainObject } },
    { message: 'Answers must be an object' },
  )
  @IsOptional()
  answers?: Record<string, unknown> | null;

  @OptionalText('Occasion', 100)
  occasion?: string;

  @ApiProperty({
    type: [String],
    required: false,
    maxItems: MAX_REFERENCE_IMAGES,
    description: 'Up to 5 reference images as base64 data URLs (JPEG, PNG, GIF or WebP; 5 MB each); stored as files',
  })
  @IsString({ each: true, message: 'Each reference image must be a data URL' })
  @ArrayMaxSize(MAX_REFERENCE_IMAGES, {
    message: ({ value }) =>
      `${(value as unknown[]).length} images given; at most ${MAX_REFERENCE_IMAGES} reference images per task`,
  })
  @IsArray({ message: 'uploadedImages must be a list of data URLs' })
  @IsOptional()
  uploadedImages?: string[];
}
