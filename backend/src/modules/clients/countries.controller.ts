import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator';
import { COUNTRY_NAMES, type CountryName } from './countries';

@ApiTags('clients')
@Controller('countries')
export class CountriesController {
  /** Public: an address form may come before the account does. */
  @Public()
  @Get()
  @ApiOperation({ summary: 'The countries an address may name, alphabetically (English names)' })
  @ApiOkResponse({ schema: { type: 'array', items: { $ref: '#/components/schemas/CountryName' } } })
  list(): readonly CountryName[] {
    return COUNTRY_NAMES;
  }
}
