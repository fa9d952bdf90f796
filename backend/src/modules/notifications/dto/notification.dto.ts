import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification.entity';

export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null for CLIENT_JOINED' })
  taskId: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The task's title; null for CLIENT_JOINED" })
  taskTitle: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'CLIENT_JOINED: the client who joined (their tasks are /tasks?clientId=…); null otherwise',
  })
  clientId: string | null;

  @ApiProperty({ enum: NOTIFICATION_KINDS })
  kind: NotificationKind;

  @ApiProperty({ description: 'Who did it' })
  actorName: string;

  @ApiProperty({
    description:
      "The message's start, the item's name, the invoice number, the request's description, the sentence of a withdrawn request or how the client joined",
  })
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
