import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ShopTask } from '../../modules/tasks/task.entity';
import {
  DOMAIN_EVENT_SCOPES,
  type DomainEventMap,
  type DomainEventName,
  type EventScope,
  type TaskEvent,
  type TenantEvent,
} from './domain-event-map';

/**
 * Finds whose data an event changed, once for all its subscribers. A task's parties are read
 * as stored, never as a browser named them; a task deleted meanwhile leaves the event with no
 * one to reach (undefined), and it is dropped.
 */
@Injectable()
export class EventScopes {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<EventScope | null | undefined> {
    switch (DOMAIN_EVENT_SCOPES[name]) {
      case 'task': {
        const task = await this.dataSource.getRepository(ShopTask).findOne({
          where: { id: (payload as TaskEvent).taskId },
          select: { id: true, title: true, shopperId: true, clientId: true },
        });
        return task ? { tenantId: task.shopperId, task } : undefined;
      }
      case 'tenant':
        return { tenantId: (payload as TenantEvent).tenantId, task: null };
      case 'none':
        return null;
    }
  }
}
