import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { InviteCode } from '../invite-codes/invite-code.entity';
import { Invoice } from '../invoices/entities/invoice.entity';
import { ShopTask } from '../tasks/task.entity';
import type { Profile } from '../users/entities/profile.entity';
import type { User } from '../users/entities/user.entity';
import { Client } from './client.entity';
import type { ClientListItemDto, ListedClientStatus } from './dto/client-list-item.dto';

export const CLIENT_NOT_FOUND = 'Client not found';

type LoadedClient = Client & { user: User & { profile: Profile } };

/** What the list reads beside the entity, per row: how she joined and whether she was billed. */
interface ClientFacts {
  joinedByCode: number | string | null;
  invoiced: number | string | null;
}

@Injectable()
export class ClientsService {
  constructor(@InjectRepository(Client) private readonly clients: Repository<Client>) {}

  /** The shopper's clients (active and archived, not those she declined), by display name, in one query. */
  async listForShopper(shopperId: string): Promise<ClientListItemDto[]> {
    return this.read(this.listQuery(shopperId));
  }

  /** One of them (404 for anyone else's, or one she declined). */
  async oneForShopper(shopperId: string, clientId: string): Promise<ClientListItemDto> {
    const [client] = await this.read(this.listQuery(shopperId).andWhere('client.userId = :clientId', { clientId }));
    if (!client) throw new NotFoundException(CLIENT_NOT_FOUND);
    return client;
  }

  private listQuery(shopperId: string): SelectQueryBuilder<Client> {
    const query = this.clients.createQueryBuilder('client');
    const joinedByCode = query
      .subQuery()
      .select('COUNT(*)')
      .from(InviteCode, 'code')
      .where('code.usedBy = client.userId')
      .andWhere('code.shopperId = client.shopperId')
      .getQuery();
    const invoiced = query
      .subQuery()
      .select('COUNT(*)')
      .from(Invoice, 'invoice')
      .innerJoin(ShopTask, 'task', 'task.id = invoice.taskId')
      .where('task.clientId = client.userId')
      .andWhere('invoice.shopperId = client.shopperId')
      .andWhere("invoice.status <> 'VOID'")
      .getQuery();
    return (
      query
        .innerJoin('client.user', 'user')
        .innerJoin('user.profile', 'profile')
        .select([
          'client.userId',
          'client.firstName',
          'client.lastName',
          'client.phone',
          'client.createdAt',
          'client.status',
          'client.statusChangedAt',
          'user.id',
          'user.email',
          'profile.userId',
          'profile.displayName',
          'profile.avatarUrl',
        ])
        .addSelect(joinedByCode, 'joinedByCode')
        .addSelect(invoiced, 'invoiced')
        .where('client.shopperId = :shopperId', { shopperId })
        .andWhere("client.status <> 'DECLINED'")
        // LOWER: SQLite compares case-sensitively, MySQL's collation does not; same order on both.
        .orderBy('LOWER(profile.displayName)')
        .addOrderBy('client.userId')
    );
  }

  private async read(query: SelectQueryBuilder<Client>): Promise<ClientListItemDto[]> {
    // No to-many join: raw row i is entity i.
    const { entities, raw } = await query.getRawAndEntities<ClientFacts>();
    return (entities as LoadedClient[]).map((client, index) => {
      // Counts come back as strings on MySQL and numbers on SQLite.
      const joinedVia = Number(raw[index].joinedByCode) > 0 ? 'INVITE_CODE' : 'PUBLIC_LIST';
      const status = client.status as ListedClientStatus;
      return {
        id: client.userId,
        firstName: client.firstName,
        lastName: client.lastName,
        phone: client.phone,
        createdAt: client.createdAt,
        profile: { displayName: client.user.profile.displayName, avatarUrl: client.user.profile.avatarUrl },
        user: { email: client.user.email },
        status,
        statusChangedAt: client.statusChangedAt,
        joinedVia,
        canDecline: status === 'ACTIVE' && joinedVia === 'PUBLIC_LIST' && Number(raw[index].invoiced) === 0,
      };
    });
  }
}
