import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TenantDataVersions } from '../../common/tenant-data/tenant-data-versions';
import type { NotificationKind } from '../notifications/notification.entity';
import { NotificationRecorder } from '../notifications/notification-recorder';
import { ShopTask } from '../tasks/task.entity';
import type { LiveEventDto } from './dto/live-event.dto';
import { LiveBroadcaster } from './live-broadcaster';
import { DigestScheduler } from '../email/digests/digest-scheduler';

/** What the other party's bell should say about an event, when it deserves a notification. */
export interface NotifyOtherParty {
  kind: NotificationKind;
  actorId: string;
  summary: string;
  /** What it is about (the message, item, comment, invoice or task; the client who joined), for the email digest. */
  subjectId: string;
}

/**
 * The one way domain code announces a change: called after the change is committed, it
 * raises the tenant's data version (so no process serves a kept answer from before the
 * change, and browsers that refetch on the event get the new data), sends the event to the
 * task's two parties (its client and the client's shopper, as stored, never as a browser
 * asked) and, for what concerns the other party, records a notification for them and
 * schedules their email digest. A failure here is logged and never fails the change itself: the
 * browsers catch up on their next read.
 */
@Injectable()
export class LiveEvents {
  private readonly logger = new Logger(LiveEvents.name);

  constructor(
    private readonly broadcaster: LiveBroadcaster,
    private readonly recorder: NotificationRecorder,
    @InjectRepository(ShopTask) private readonly tasks: Repository<ShopTask>,
    private readonly versions: TenantDataVersions,
    private readonly digests: DigestScheduler,
  ) {}

  async toTask(taskId: string, event: Omit<LiveEventDto, 'taskId'>, notify?: NotifyOtherParty): Promise<void> {
    try {
      const task = await this.tasks.findOne({
        where: { id: taskId },
        select: { id: true, title: true, shopperId: true, clientId: true },
      });
      if (!task) return;
      await this.versions.raise(task.shopperId);
      this.broadcaster.emit([task.shopperId, task.clientId], { ...event, taskId });
      if (notify) {
        const recipientId = notify.actorId === task.shopperId ? task.clientId : task.shopperId;
        await this.notify(task.shopperId, recipientId, task, notify);
      }
    } catch (error) {
      this.logger.error(`Could not announce ${event.type} of task ${taskId}: ${(error as Error).message}`);
    }
  }

  /**
   * A change in a tenant that belongs to no task (a client joined her shopper), announced to
   * one user of it with a notification for them: as toTask, it never fails the change itself.
   */
  async toUserNotified(
    tenantId: string,
    recipientId: string,
    event: Omit<LiveEventDto, 'taskId'>,
    notify: NotifyOtherParty,
  ): Promise<void> {
    try {
      await this.versions.raise(tenantId);
      this.broadcaster.emit([recipientId], event);
      await this.notify(tenantId, recipientId, null, notify);
    } catch (error) {
      this.logger.error(`Could not announce ${event.type} to user ${recipientId}: ${(error as Error).message}`);
    }
  }

  /** Events about a user's own state (their read marks) in a tenant, to their other devices. */
  async toUsers(tenantId: string, userIds: readonly string[], event: LiveEventDto): Promise<void> {
    await this.versions.raise(tenantId);
    try {
      this.broadcaster.emit(userIds, event);
    } catch (error) {
      this.logger.error(`Could not announce ${event.type}: ${(error as Error).message}`);
    }
  }

  private async notify(
    tenantId: string,
    recipientId: string,
    task: Pick<ShopTask, 'id' | 'title'> | null,
    notify: NotifyOtherParty,
  ): Promise<void> {
    const notification = await this.recorder.record({ ...notify, recipientId, task });
    // Raised again now that the notification is stored: a feed read (and kept) between the
    // first raise and this one does not have it.
    await this.versions.raise(tenantId);
    this.broadcaster.emit([recipientId], { type: 'notification.created', taskId: task?.id, notification });
    // The email for whoever is away: a digest of what they have not seen by then.
    await this.digests.schedule(recipientId, task?.id ?? null);
  }
}
