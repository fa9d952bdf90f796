import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { Roles } from '../../common/auth/roles.decorator';
import { ClientRoster, DECLINE_ARCHIVED, DECLINE_INVITED, DECLINE_INVOICED } from './client-roster.service';
import { CLIENT_NOT_FOUND, ClientsService } from './clients.service';
import { ClientListItemDto } from './dto/client-list-item.dto';

const NOT_HERS = `${CLIENT_NOT_FOUND}: not one of the caller's clients (another shopper's, or one she declined)`;

@ApiTags('clients')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiForbiddenResponse({ description: 'Not a shopper' })
@Roles('SHOPPER')
@Controller('clients')
export class ClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly roster: ClientRoster,
  ) {}

  @Get()
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({
    type: [ClientListItemDto],
    description: "The caller's own clients, active and archived (not those she declined), by display name",
  })
  list(@CurrentUser() user: AuthUser): Promise<ClientListItemDto[]> {
    return this.clients.listForShopper(user.id);
  }

  @Post(':id/archive')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Stop working with a client: her history stays readable by both, no new tasks' })
  @ApiOkResponse({ type: ClientListItemDto, description: 'The client, ARCHIVED (also when she already was)' })
  @ApiNotFoundResponse({ description: NOT_HERS })
  archive(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<ClientListItemDto> {
    return this.roster.archive(user.id, id);
  }

  @Post(':id/restore')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Work with an archived client again' })
  @ApiOkResponse({ type: ClientListItemDto, description: 'The client, ACTIVE (also when she already was)' })
  @ApiNotFoundResponse({ description: NOT_HERS })
  restore(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<ClientListItemDto> {
    return this.roster.restore(user.id, id);
  }

  @Post(':id/decline')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Decline a client who chose the caller from the public list: she is emailed, has no shopper any more, and her open requests are archived',
  })
  @ApiNoContentResponse({ description: 'Declined; she leaves the list' })
  @ApiNotFoundResponse({ description: NOT_HERS })
  @ApiConflictResponse({ description: [DECLINE_INVITED, DECLINE_INVOICED, DECLINE_ARCHIVED].join(' / ') })
  decline(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.roster.decline(user.id, id);
  }
}
