import { ApiPropertyOptional } from '@nestjs/swagger';

/** Sizes and tastes from the recipients screen; all free text. */
export class RecipientSizingDto {
  @ApiPropertyOptional({ example: 'M' })
  topSize?: string;

  @ApiPropertyOptional({ example: '32/34' })
  bottomSize?: string;

  @ApiPropertyOptional({ example: '9.5' })
  shoeSize?: string;

  @ApiPropertyOptional({ example: 'navy, earth tones' })
  preferredColors?: string;

  @ApiPropertyOptional({ example: 'smart-casual' })
  stylePreference?: string;

  @ApiPropertyOptional({ example: 'cos, uniqlo' })
  brands?: string;
}

/** Per-category preferences (docs/product-rules.md, "Recipients"); all free text, each at most 200 characters. */
export class RecipientProfileDto {
  @ApiPropertyOptional()
  topsSize?: string;

  @ApiPropertyOptional()
  bottomsSize?: string;

  @ApiPropertyOptional()
  shoeSize?: string;

  @ApiPropertyOptional()
  shoeWidth?: string;

  @ApiPropertyOptional()
  clothingStyle?: string;

  @ApiPropertyOptional()
  clothingBudget?: string;

  @ApiPropertyOptional()
  homeRoom?: string;

  @ApiPropertyOptional()
  homeStyle?: string;

  @ApiPropertyOptional()
  homeBudget?: string;

  @ApiPropertyOptional()
  eventType?: string;

  @ApiPropertyOptional()
  eventBudget?: string;

  @ApiPropertyOptional({ type: RecipientSizingDto })
  sizing?: RecipientSizingDto;
}
