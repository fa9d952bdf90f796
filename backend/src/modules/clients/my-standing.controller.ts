import { Body, Controller, Get, Put, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Roles } from '../../common/auth/roles.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { SHOPPER_NOT_ACCEPTING } from '../shoppers/shopper-choice';
import { ChooseShopperDto } from './dto/choose-shopper.dto';
import { ClientStandingDto } from './dto/client-standing.dto';
import { ALREADY_HAS_SHOPPER, MyStanding } from './my-standing.service';

@ApiTags('clients')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiForbiddenResponse({ description: 'Not a client' })
@Roles('CLIENT')
@Controller('me')
export class MyStandingController {
  constructor(private readonly standing: MyStanding) {}

  @Get('standing')
  @UseInterceptors(CachedReadInterceptor)
  @ApiOperation({ summary: 'Where the signed-in client stands with her shopper (active, archived or declined)' })
  @ApiOkResponse({ type: ClientStandingDto })
  get(@CurrentUser() user: AuthUser): Promise<ClientStandingDto> {
    return this.standing.of(user.id);
  }

  @Put('shopper')
  @ApiOperation({ summary: 'A declined client chooses another shopper from the public list' })
  @ApiOkResponse({ type: ClientStandingDto, description: 'Her standing with the new shopper (ACTIVE)' })
  @ApiBadRequestResponse({
    description: `No such shopper, the shopper who declined her, or: ${SHOPPER_NOT_ACCEPTING}`,
  })
  @ApiConflictResponse({ description: `${ALREADY_HAS_SHOPPER} (only a declined client chooses again)` })
  choose(@CurrentUser() user: AuthUser, @Body() body: ChooseShopperDto): Promise<ClientStandingDto> {
    return this.standing.chooseShopper(user.id, body.shopperId);
  }
}
