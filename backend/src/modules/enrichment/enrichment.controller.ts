import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ITEM_LOCKED, ITEM_PAID } from '../items/item-state';
import { EnrichResultDto } from './dto/enrich-result.dto';
import { EnrichmentService } from './enrichment.service';
import { ITEM_HAS_NO_LINK } from './jobs/enrich-item.job';
import { NOT_A_PRODUCT_PAGE } from './product-importer';

@ApiTags('items')
@ApiBearerAuth()
@Controller()
export class EnrichmentController {
  constructor(private readonly enrichment: EnrichmentService) {}

  @Post('items/:id/enrich')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: EnrichResultDto,
    description:
      "Reads the item's product link (JSON-LD Product, Open Graph and Twitter tags, title and description), " +
      'adds its main image to the photos (up to 8), fills an empty brand and store, and writes the summary. ' +
      'A page that cannot be read answers success false with the reason; so do a bot check (a challenge page, ' +
      'or a 401, 403, 429 or 503 answer) and a page without product data (a JSON-LD Product, og:type product, ' +
      'a price tag, or a name with a price, brand, image or description in structured data; a title is not enough), ' +
      `as "${NOT_A_PRODUCT_PAGE}"`,
  })
  @ApiBadRequestResponse({ description: ITEM_HAS_NO_LINK })
  @ApiUnauthorizedResponse({ description: 'No or bad token' })
  @ApiForbiddenResponse({ description: "The task's client: importing is the shopper's" })
  @ApiNotFoundResponse({ description: 'No such item, or not yours' })
  @ApiConflictResponse({ description: `${ITEM_LOCKED} / ${ITEM_PAID}` })
  enrich(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<EnrichResultDto> {
    return this.enrichment.enrich(user, id);
  }
}
