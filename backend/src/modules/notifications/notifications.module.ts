import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatReadsModule } from '../chat-reads/chat-reads.module';
import { Profile } from '../users/entities/profile.entity';
import { Notification } from './notification.entity';
import { NotificationRecorder } from './notification-recorder';
import { NotificationSubscriber } from './notification.subscriber';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** The bell: entries recorded from domain events (NotificationSubscriber), and each user's feed. */
@Module({
  imports: [TypeOrmModule.forFeature([Notification, Profile]), ChatReadsModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationRecorder, NotificationSubscriber],
})
export class NotificationsModule {}
