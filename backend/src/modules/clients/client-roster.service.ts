import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Transactions } from '../../infra/database/transactions';
import { EmailOutbox } from '../email/email-outbox.service';
import { InviteCode } from '../invite-codes/invite-code.entity';
import { Invoice } from '../invoices/entities/invoice.entity';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { ShopTask } from '../tasks/task.entity';
import { User } from '../users/entities/user.entity';
import { Client } from './client.entity';
import type { ClientStatus } from './client-status';
import { CLIENT_NOT_FOUND, ClientsService } from './clients.service';
import type { ClientListItemDto } from './dto/client-list-item.dto';

export const DECLINE_INVITED =
  'This client joined with your invite code, so they cannot be declined. Archive them instead.';
export const DECLINE_INVOICED =
  'You have already invoiced this client, so they cannot be declined. Archive them instead.';
export const DECLINE_ARCHIVED = 'This client is archived. Restore them first, or leave them archived.';

/**
 * The shopper's say over her client list: decline a client who chose her from the public list
 * (she then has no shopper and is told so by email), archive one she no longer works with
 * (history kept, no new requests) and restore one. Each change locks the client's row, so two
 * at once (two tabs, two api processes) apply one after the other; then both parties' screens
 * and kept answers are refreshed.
 */
@Injectable()
export class ClientRoster {
  constructor(
    private readonly transactions: Transactions,
    private readonly clients: ClientsService,
    private readonly outbox: EmailOutbox,
    private readonly events: DomainEvents,
  ) {}

  /** Archiving an archived client (a double tap) answers as the first one did. */
  async archive(shopperId: string, clientId: string): Promise<ClientListItemDto> {
    await this.move(shopperId, clientId, 'ACTIVE', 'ARCHIVED');
    return this.clients.oneForShopper(shopperId, clientId);
  }

  async restore(shopperId: string, clientId: string): Promise<ClientListItemDto> {
    await this.move(shopperId, clientId, 'ARCHIVED', 'ACTIVE');
    return this.clients.oneForShopper(shopperId, clientId);
  }

  /**
   * Her open requests to this shopper are archived with her (the shopper will not work on
   * them); they stay readable by both.
   */
  async decline(shopperId: string, clientId: string): Promise<void> {
    await this.transactions.decideThenWrite(
      async (manager) => {
        const client = await this.lockedClient(manager, shopperId, clientId);
        if (client.status === 'ARCHIVED') throw new ConflictException(DECLINE_ARCHIVED);
        if (await manager.existsBy(InviteCode, { usedBy: clientId, shopperId })) {
          throw new ConflictException(DECLINE_INVITED);
        }
        if (await this.invoiced(manager, shopperId, clientId)) throw new ConflictException(DECLINE_INVOICED);
        const { email: recipient } = await manager.findOneOrFail(User, {
          where: { id: clientId },
          select: { id: true, email: true },
        });
        return this.outbox.draft({ kind: 'client-declined', recipient, userId: clientId, subjectId: clientId });
      },
      async (manager, draft) => {
        await manager.update(Client, { userId: clientId }, { status: 'DECLINED', statusChangedAt: new Date() });
        await manager.update(
          ShopTask,
          { clientId, shopperId, status: In(['DRAFT', 'ACTIVE']) },
          { status: 'ARCHIVED' },
        );
        await this.outbox.write(manager, draft);
      },
    );
    await this.announce(shopperId, clientId);
  }

  private async move(shopperId: string, clientId: string, from: ClientStatus, to: ClientStatus): Promise<void> {
    const moved = await this.transactions.decideThenWrite(
      async (manager) => (await this.lockedClient(manager, shopperId, clientId)).status === from,
      async (manager, due) => {
        if (due) await manager.update(Client, { userId: clientId }, { status: to, statusChangedAt: new Date() });
        return due;
      },
    );
    if (moved) await this.announce(shopperId, clientId);
  }

  /** Her row, locked; 404 unless she is one of the shopper's clients (declined ones are not). */
  private async lockedClient(manager: EntityManager, shopperId: string, clientId: string): Promise<Client> {
    const client = await this.transactions
      .forUpdate(manager.createQueryBuilder(Client, 'client'))
      .select(['client.userId', 'client.status'])
      .where('client.userId = :clientId AND client.shopperId = :shopperId', { clientId, shopperId })
      .getOne();
    if (!client || client.status === 'DECLINED') throw new NotFoundException(CLIENT_NOT_FOUND);
    return client;
  }

  private async invoiced(manager: EntityManager, shopperId: string, clientId: string): Promise<boolean> {
    const count = await manager
      .createQueryBuilder(Invoice, 'invoice')
      .innerJoin(ShopTask, 'task', 'task.id = invoice.taskId')
      .where('task.clientId = :clientId AND invoice.shopperId = :shopperId', { clientId, shopperId })
      .andWhere("invoice.status <> 'VOID'")
      .getCount();
    return count > 0;
  }

  /** Her screens and the shopper's other tabs refetch; kept answers of the tenant are dropped. */
  private announce(shopperId: string, clientId: string): Promise<void> {
    return this.events.publish('client.changed', { tenantId: shopperId, clientId });
  }
}
