import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification.entity';

export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty({ description: "The task's title" })
  taskTitle: string;

  @ApiProperty({ enum: NOTIFICATION_KINDS })
  kind: NotificationKind;

  @ApiProperty({ description: 'Who did it' })
  actorName: string;

  @ApiProperty({ description: "The message's start, the item's name or the invoice number" })
  summary: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty()
  read: boolean;
}

/** The bell: the latest notifications, unread first, and the counts the header shows. */
export class NotificationFeedDto {
  @ApiProperty({ type: [NotificationDto], description: 'Up to 30: unread ones first, then newest first' })
  items: NotificationDto[];

  @ApiProperty({ description: 'Unread notifications in all' })
  unreadCount: number;

  @ApiProperty({ description: "Unread chat messages over all the user's tasks (the document title shows it)" })
  unreadMessages: number;
}
