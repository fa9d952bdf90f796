import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MessageDto } from '../../messages/dto/message.dto';
import { NotificationDto } from '../../notifications/dto/notification.dto';

/** Everything that changes what a task's parties see, as the socket's `live` event names it. */
export const LIVE_EVENT_TYPES = [
  'message.created',
  'comment.created',
  'comment.resolved',
  'comment.deleted',
  'comment.liked',
  'item.created',
  'item.changed',
  'item.deleted',
  'item.feedback',
  'item.photos-ready',
  'item.import-finished',
  'item.import-failed',
  'invoice.created',
  'invoice.changed',
  'invoice.finalized',
  'invoice.paid',
  'invoice.voided',
  'task.created',
  'task.changed',
  'task.read',
  'client.joined',
  'client.changed',
  'notification.created',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * The payload of the socket's `live` event: ids to invalidate, plus the new row where the
 * screen can show it without a round trip (a chat message, a notification).
 */
export class LiveEventDto {
  @ApiProperty({ enum: LIVE_EVENT_TYPES })
  type: LiveEventType;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'The task the change belongs to (absent for a change of no task: client.joined, client.changed and a notification of no task)',
  })
  taskId?: string;

  @ApiProperty({ format: 'uuid', description: 'Who made the change (absent for work done by a job)', required: false })
  actorId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  itemId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  commentId?: string;

  @ApiPropertyOptional({ description: 'The image a comment is pinned on' })
  imageUrl?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  invoiceId?: string;

  @ApiPropertyOptional({ type: MessageDto, description: 'message.created: the message as GET /messages answers it' })
  message?: MessageDto;

  @ApiPropertyOptional({ type: NotificationDto, description: 'notification.created: the new notification' })
  notification?: NotificationDto;
}

/** The payload of the socket's volatile `typing` event, sent to the other party of the task. */
export class TypingEventDto {
  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  displayName: string;
}
