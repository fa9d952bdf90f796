import { ApiProperty } from '@nestjs/swagger';
import { ImageRefDto } from '../../images/dto/image-ref.dto';
import { COLOR_PALETTES, type ColorPalette } from '../entities/profile.entity';
import { USER_ROLES, type UserRole } from '../entities/user.entity';

export class MeUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ enum: USER_ROLES })
  role: UserRole;
}

export class MeProfileDto {
  @ApiProperty()
  displayName: string;

  @ApiProperty({ type: String, nullable: true, description: 'A /files/uploads/… path or an http(s) URL' })
  avatarUrl: string | null;

  @ApiProperty({ enum: COLOR_PALETTES })
  colorPalette: ColorPalette;

  @ApiProperty({
    type: ImageRefDto,
    required: false,
    description: 'The avatar with its web and thumbnail URLs; absent when avatarUrl is null',
  })
  avatar?: ImageRefDto;
}

/** The signed-in user: GET /api/me, and the answer of PUT /api/profile. */
export class MeResponseDto {
  @ApiProperty({ type: MeUserDto })
  user: MeUserDto;

  @ApiProperty({ type: MeProfileDto })
  profile: MeProfileDto;
}
