import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ImageLinks } from '../images/image-links.service';
import { AvatarService } from './avatar.service';
import type { MeResponseDto } from './dto/me-response.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { Profile } from './entities/profile.entity';
import { User } from './entities/user.entity';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
    private readonly imageLinks: ImageLinks,
    private readonly avatars: AvatarService,
  ) {}

  /** The caller's account; a token whose user no longer exists is as good as none (401). */
  async me(userId: string): Promise<MeResponseDto> {
    const user = await this.users.findOne({ where: { id: userId }, relations: { profile: true } });
    if (!user?.profile) throw new UnauthorizedException('Authentication required');
    const { displayName, avatarUrl, colorPalette } = user.profile;
    return {
      user: { id: user.id, email: user.email, role: user.role },
      profile: {
        displayName,
        avatarUrl,
        colorPalette,
        ...(avatarUrl ? { avatar: await this.imageLinks.refOf(avatarUrl) } : {}),
      },
    };
  }

  async updateProfile(userId: string, dto: UpdateProfileDto): Promise<MeResponseDto> {
    const changes: Partial<Pick<Profile, 'displayName' | 'avatarUrl' | 'colorPalette'>> = {};
    if (dto.displayName !== undefined) changes.displayName = dto.displayName;
    if (dto.avatarUrl !== undefined) {
      if (dto.avatarUrl !== null) await this.assertAvatarUsable(userId, dto.avatarUrl);
      changes.avatarUrl = dto.avatarUrl;
    }
    if (dto.colorPalette !== undefined) changes.colorPalette = dto.colorPalette;
    if (Object.keys(changes).length > 0) await this.profiles.update({ userId }, changes);
    return this.me(userId);
  }

  private async assertAvatarUsable(userId: string, avatarUrl: string): Promise<void> {
    const profile = await this.profiles.findOne({ where: { userId }, select: { userId: true, avatarUrl: true } });
    await this.avatars.assertUsable(userId, avatarUrl, profile?.avatarUrl ?? null);
  }
}
