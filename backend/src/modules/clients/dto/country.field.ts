import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty } from 'class-validator';
import { COUNTRY_NAMES } from '../countries';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * A country by its English name, one of GET /api/countries ("United States", "France"), never
 * an ISO code: the name is what the database stores and the invoice prints.
 */
export function CountryField(label: string): PropertyDecorator {
  return applyDecorators(
    Transform(trim),
    // Checked in this order, the first failure only: a missing country reads "required".
    IsNotEmpty({ message: `${label} is required` }),
    IsIn(COUNTRY_NAMES, { message: `${label} must be a country from the list` }),
    ApiProperty({
      enum: COUNTRY_NAMES,
      enumName: 'CountryName',
      example: 'United States',
      description: 'English country name, as GET /api/countries lists them (not an ISO code)',
    }),
  );
}
