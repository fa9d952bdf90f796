import { Body, Controller, Get, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { UploadFileInterceptor, type UploadedFileData } from '../../infra/storage/upload-file.interceptor';
import { AVATAR_MAX_BYTES, AVATAR_NOT_AN_IMAGE, AVATAR_TOO_LARGE, AvatarService } from './avatar.service';
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
  @UseInterceptors(UploadFileInterceptor('file', { maxBytes: AVATAR_MAX_BYTES, tooLargeMessage: AVATAR_TOO_LARGE }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiCreatedResponse({ type: AvatarUploadResponseDto })
  @ApiBadRequestResponse({ description: `${AVATAR_NOT_AN_IMAGE} (or no file)` })
  @ApiPayloadTooLargeResponse({ description: AVATAR_TOO_LARGE })
  async uploadAvatar(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<AvatarUploadResponseDto> {
    return { url: await this.avatars.store(file, user.id) };
  }
}
