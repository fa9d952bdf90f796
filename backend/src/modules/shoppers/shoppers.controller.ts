import { Body, Controller, Get, Patch, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { Public } from '../../common/auth/public.decorator';
import { Roles } from '../../common/auth/roles.decorator';
import type { UploadedFileData } from '../../infra/storage/upload-file.interceptor';
import { AccountImageUpload } from '../uploads/account-image-upload.decorator';
import { AccountImages } from '../uploads/account-images.service';
import { LogoUploadResponseDto } from './dto/logo-upload-response.dto';
import { ShopperListItemDto } from './dto/shopper-list-item.dto';
import { ShopperSettingsDto } from './dto/shopper-settings.dto';
import { UpdateShopperSettingsDto } from './dto/update-shopper-settings.dto';
import { ShoppersService } from './shoppers.service';

@ApiTags('shoppers')
@ApiBearerAuth()
@Controller('shoppers')
export class ShoppersController {
  constructor(
    private readonly shoppers: ShoppersService,
    private readonly images: AccountImages,
  ) {}

  /** Public: the registration screens offer this list before anyone has an account. */
  @Public()
  @Get()
  @ApiOkResponse({ type: [ShopperListItemDto], description: 'All shoppers, by display name' })
  list(): Promise<ShopperListItemDto[]> {
    return this.shoppers.list();
  }

  @Roles('SHOPPER')
  @Get('me')
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({ type: ShopperSettingsDto })
  @ApiUnauthorizedResponse({ description: 'No or bad token' })
  @ApiForbiddenResponse({ description: 'Not a shopper' })
  me(@CurrentUser() user: AuthUser): Promise<ShopperSettingsDto> {
    return this.shoppers.settings(user.id);
  }

  @Roles('SHOPPER')
  @Patch('me')
  @ApiOkResponse({ type: ShopperSettingsDto })
  @ApiBadRequestResponse({
    description:
      'Fee outside 0 to 50, an invalid social media URL or payment link, a field too long, or a logo not uploaded by the caller',
  })
  @ApiUnauthorizedResponse({ description: 'No or bad token' })
  @ApiForbiddenResponse({ description: 'Not a shopper' })
  updateMe(@CurrentUser() user: AuthUser, @Body() body: UpdateShopperSettingsDto): Promise<ShopperSettingsDto> {
    return this.shoppers.updateSettings(user.id, body);
  }

  /**
   * The logo, with the avatar's checks (JPEG, PNG, GIF or WebP by its bytes, at most 5 MB):
   * stored and answered, not yet used; PATCH /api/shoppers/me with `logoUrl` makes it the logo.
   */
  @Roles('SHOPPER')
  @Post('me/logo')
  @AccountImageUpload()
  @ApiCreatedResponse({ type: LogoUploadResponseDto })
  @ApiUnauthorizedResponse({ description: 'No or bad token' })
  @ApiForbiddenResponse({ description: 'Not a shopper' })
  async uploadLogo(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<LogoUploadResponseDto> {
    return { url: await this.images.store(file, user.id) };
  }
}
