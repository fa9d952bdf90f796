import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { CreateRecipientDto } from './dto/create-recipient.dto';
import { ListRecipientsQueryDto } from './dto/list-recipients-query.dto';
import { RecipientDto, RecipientListItemDto } from './dto/recipient.dto';
import { RecipientFieldsDto } from './dto/recipient-fields.dto';
import { RECIPIENT_NOT_FOUND, RecipientsService } from './recipients.service';

/** Recipients belong to a client; the client manages them, and so does the client's shopper. */
@ApiTags('recipients')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller('recipients')
export class RecipientsController {
  constructor(private readonly recipients: RecipientsService) {}

  @Get()
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({ type: [RecipientListItemDto], description: 'Oldest first, with task counts' })
  @ApiBadRequestResponse({ description: 'A shopper without clientId, or a clientId that is not a UUID' })
  @ApiForbiddenResponse({ description: "A client asking for another client's recipients" })
  @ApiNotFoundResponse({ description: 'Not one of the shopper’s clients' })
  list(@CurrentUser() user: AuthUser, @Query() query: ListRecipientsQueryDto): Promise<RecipientListItemDto[]> {
    return this.recipients.list(user, query.clientId);
  }

  @Post()
  @ApiCreatedResponse({ type: RecipientDto })
  @ApiBadRequestResponse({ description: 'Missing name or relationship, a bad field (the message names it)' })
  @ApiForbiddenResponse({ description: 'A client naming another client' })
  @ApiNotFoundResponse({ description: 'Not one of the shopper’s clients' })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateRecipientDto): Promise<RecipientDto> {
    return this.recipients.create(user, body);
  }

  @Put(':id')
  @ApiOkResponse({ type: RecipientDto, description: 'Every field is replaced; left out means cleared' })
  @ApiBadRequestResponse({ description: 'Missing name or relationship, a bad field (the message names it)' })
  @ApiNotFoundResponse({ description: RECIPIENT_NOT_FOUND })
  replace(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: RecipientFieldsDto,
  ): Promise<RecipientDto> {
    return this.recipients.replace(user, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted; its tasks stay, without a recipient' })
  @ApiNotFoundResponse({ description: RECIPIENT_NOT_FOUND })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.recipients.remove(user, id);
  }
}
