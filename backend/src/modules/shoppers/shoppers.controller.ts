import { Body, Controller, Get, Patch } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import { Roles } from '../../common/auth/roles.decorator';
import { ShopperListItemDto } from './dto/shopper-list-item.dto';
import { ShopperSettingsDto } from './dto/shopper-settings.dto';
import { UpdateShopperSettingsDto } from './dto/update-shopper-settings.dto';
import { ShoppersService } from './shoppers.service';

@ApiTags('shoppers')
@ApiBearerAuth()
@Controller('shoppers')
export class ShoppersController {
  constructor(private readonly shoppers: ShoppersService) {}

  /** Public: the registration screens offer this list before anyone has an account. */
  @Public()
  @Get()
  @ApiOkResponse({ type: [ShopperListItemDto], description: 'All shoppers, by display name' })
  list(): Promise<ShopperListItemDto[]> {
    return this.shoppers.list();
  }

  @Roles('SHOPPER')
  @Get('me')
  @ApiOkResponse({ type: ShopperSettingsDto })
  @ApiUnauthorizedResponse({ description: 'No or bad token' })
  @ApiForbiddenResponse({ description: 'Not a shopper' })
  me(@CurrentUser() user: AuthUser): Promise<ShopperSettingsDto> {
    return this.shoppers.settings(user.id);
  }

  @Roles('SHOPPER')
  @Patch('me')
  @ApiOkResponse({ type: ShopperSettingsDto })
  @ApiBadRequestResponse({ description: 'Fee outside 0 to 50 or an invalid social media URL' })
  @ApiUnauthorizedResponse({ description: 'No or bad token' })
  @ApiForbiddenResponse({ description: 'Not a shopper' })
  updateMe(@CurrentUser() user: AuthUser, @Body() body: UpdateShopperSettingsDto): Promise<ShopperSettingsDto> {
    return this.shoppers.updateSettings(user.id, body);
  }
}
