import { Body, Controller, Get, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import type { UploadedFileData } from '../../infra/storage/upload-file.interceptor';
import { AccountImageUpload } from '../uploads/account-image-upload.decorator';
import { AvatarService } from './avatar.service';
import { AvatarUploadResponseDto } from './dto/avatar-upload-response.dto';
import { MeResponseDto } from './dto/me-response.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UsersService } from './users.service';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in, or the account no longer exists' })
@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly avatars: AvatarService,
  ) {}

  @Get('me')
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({ type: MeResponseDto })
  me(@CurrentUser() user: AuthUser): Promise<MeResponseDto> {
    return this.users.me(user.id);
  }

  @Put('profile')
  @ApiOkResponse({ type: MeResponseDto, description: 'The updated account, as GET /api/me' })
  @ApiBadRequestResponse({ description: 'Invalid field (message names it)' })
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<MeResponseDto> {
    return this.users.updateProfile(user.id, dto);
  }

  @Post('upload-avatar')
  @AccountImageUpload()
  @ApiCreatedResponse({ type: AvatarUploadResponseDto })
  async uploadAvatar(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<AvatarUploadResponseDto> {
    return { url: await this.avatars.store(file, user.id) };
  }
}
