import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { AvatarService } from './avatar.service';
import { Profile } from './entities/profile.entity';
import { User } from './entities/user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** The signed-in user's account and profile: /api/me, /api/profile, /api/upload-avatar. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Profile]), UploadsModule],
  controllers: [UsersController],
  providers: [UsersService, AvatarService],
})
export class UsersModule {}
