import { Controller, Get, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { Roles } from '../../common/auth/roles.decorator';
import { ClientsService } from './clients.service';
import { ClientListItemDto } from './dto/client-list-item.dto';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Roles('SHOPPER')
  @Get()
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({ type: [ClientListItemDto], description: "The caller's own clients, by display name" })
  @ApiUnauthorizedResponse({ description: 'No or bad token' })
  @ApiForbiddenResponse({ description: 'Not a shopper' })
  list(@CurrentUser() user: AuthUser): Promise<ClientListItemDto[]> {
    return this.clients.listForShopper(user.id);
  }
}
