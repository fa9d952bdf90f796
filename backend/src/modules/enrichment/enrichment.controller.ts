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
      'A page that cannot be read or has nothing usable answers success false with the reason.',
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
