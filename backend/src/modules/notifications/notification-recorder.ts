import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Profile } from '../users/entities/profile.entity';
import type { NotificationDto } from './dto/notification.dto';
import { Notification, type NotificationKind } from './notification.entity';

const SUMMARY_LENGTH = 200;

export interface NotificationDraft {
  recipientId: string;
  actorId: string;
  /** null for what belongs to no task (a client who joined). */
  task: { id: string; title: string } | null;
  kind: NotificationKind;
  /** Or made from the actor's display name, which the recorder reads anyway. */
  summary: string | ((actorName: string) => string);
  subjectId: string;
}

/** Writes a feed entry for the user an event concerns, as the bell will list it. */
@Injectable()
export class NotificationRecorder {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
  ) {}

  async record(draft: NotificationDraft): Promise<NotificationDto> {
    const actor = await this.profiles.findOne({ where: { userId: draft.actorId }, select: { displayName: true } });
    const actorName = actor?.displayName ?? '';
    const summary = typeof draft.summary === 'string' ? draft.summary : draft.summary(actorName);
    const row = await this.notifications.save(
      this.notifications.create({
        userId: draft.recipientId,
        taskId: draft.task?.id ?? null,
        kind: draft.kind,
        actorName,
        summary: truncate(summary),
        subjectId: draft.subjectId,
        readAt: null,
        emailedAt: null,
      }),
    );
    return toNotificationDto(row, draft.task?.title ?? null);
  }
}

export function toNotificationDto(row: Notification, taskTitle: string | null): NotificationDto {
  return {
    id: row.id,
    taskId: row.taskId,
    taskTitle,
    clientId: row.kind === 'CLIENT_JOINED' ? row.subjectId : null,
    kind: row.kind,
    actorName: row.actorName,
    summary: row.summary,
    createdAt: row.createdAt,
    read: row.readAt !== null,
  };
}

/** By code point, so an emoji at the cut is never halved into a lone surrogate. */
function truncate(text: string): string {
  const points = [...text.replace(/\s+/g, ' ').trim()];
  return points.length <= SUMMARY_LENGTH ? points.join('') : `${points.slice(0, SUMMARY_LENGTH - 1).join('')}…`;
}
