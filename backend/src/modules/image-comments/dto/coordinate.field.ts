import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min, ValidateBy } from 'class-validator';

/** The pin's columns are DECIMAL(8,4): a fifth decimal would be silently rounded away. */
const MAX_DECIMALS = 4;
const hasAtMostFourDecimals = (value: unknown) =>
  typeof value === 'number' && Number(value.toFixed(MAX_DECIMALS)) === value;

/** A pin position in percent of the image (`axis` 'X' is the width, 'Y' the height), 0 to 100. */
export function CoordinateField(axis: 'X' | 'Y'): PropertyDecorator {
  const range = `${axis} coordinate must be between 0 and 100`;
  return applyDecorators(
    // Checked in this order, stopping at the first failure.
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: range }),
    Min(0, { message: range }),
    Max(100, { message: range }),
    ValidateBy({
      name: 'atMostFourDecimals',
      validator: {
        validate: hasAtMostFourDecimals,
        defaultMessage: () => `${axis} coordinate must have at most ${MAX_DECIMALS} decimals`,
      },
    }),
    ApiProperty({
      minimum: 0,
      maximum: 100,
      example: 42.5,
      description: `Percent of the image ${axis === 'X' ? 'width' : 'height'}, at most ${MAX_DECIMALS} decimals`,
    }),
  );
}
