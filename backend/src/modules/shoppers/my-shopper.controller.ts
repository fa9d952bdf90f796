import { Controller, Get, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { Roles } from '../../common/auth/roles.decorator';
import { MyShopperDto } from './dto/my-shopper.dto';
import { ShoppersService } from './shoppers.service';

/** The client's side of the shopper relation: who looks after me. */
@ApiTags('shoppers')
@ApiBearerAuth()
@Controller('my-shopper')
export class MyShopperController {
  constructor(private readonly shoppers: ShoppersService) {}

  @Roles('CLIENT')
  @Get()
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({ type: MyShopperDto })
  @ApiUnauthorizedResponse({ description: 'No or bad token' })
  @ApiForbiddenResponse({ description: 'Not a client' })
  @ApiNotFoundResponse({ description: 'No shopper assigned' })
  mine(@CurrentUser() user: AuthUser): Promise<MyShopperDto> {
    return this.shoppers.ofClient(user.id);
  }
}
