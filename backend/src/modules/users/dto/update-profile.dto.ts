import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, isURL, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { isUploadUrl } from '../../../infra/storage/upload-keys';
import { COLOR_PALETTES, type ColorPalette } from '../entities/profile.entity';
import { DisplayNameField } from './display-name.field';
import { whenSent } from '../../../common/validation/text-fields';

const INVALID_AVATAR_URL = 'Avatar must be an uploaded image or an http(s) URL';

/** An avatar is one of our uploads or an image hosted elsewhere; never a data: or javascript: URL. */
const isAvatarUrl = (value: unknown) =>
  typeof value === 'string' &&
  (isUploadUrl(value) || isURL(value, { protocols: ['http', 'https'], require_protocol: true }));

/**
 * Partial update of the caller's profile: only the fields sent change. Email and role are
 * not fields here, so the global whitelist drops them if sent.
 */
export class UpdateProfileDto {
  @DisplayNameField({ omittable: true })
  displayName?: string;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((_dto, value) => value !== undefined && value !== null)
  @IsString({ message: INVALID_AVATAR_URL })
  @MaxLength(1024, { message: INVALID_AVATAR_URL })
  @ValidateBy({ name: 'isAvatarUrl', validator: { validate: isAvatarUrl } }, { message: INVALID_AVATAR_URL })
  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    maxLength: 1024,
    description:
      'The current avatar, a URL from POST /api/upload-avatar (by the caller) or an http(s) URL; null or "" removes it',
  })
  avatarUrl?: string | null;

  @ValidateIf(whenSent)
  @IsIn(COLOR_PALETTES, { message: 'Color palette must be one of gold, rose, cocoa, cream' })
  @ApiProperty({ enum: COLOR_PALETTES, required: false })
  colorPalette?: ColorPalette;
}
