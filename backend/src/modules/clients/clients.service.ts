import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Profile } from '../users/entities/profile.entity';
import type { User } from '../users/entities/user.entity';
import { Client } from './client.entity';
import type { ClientListItemDto } from './dto/client-list-item.dto';

type LoadedClient = Client & { user: User & { profile: Profile } };

@Injectable()
export class ClientsService {
  constructor(@InjectRepository(Client) private readonly clients: Repository<Client>) {}

  /** The shopper's own clients, by display name, read in one joined query. */
  async listForShopper(shopperId: string): Promise<ClientListItemDto[]> {
    const clients = (await this.clients
      .createQueryBuilder('client')
      .innerJoin('client.user', 'user')
      .innerJoin('user.profile', 'profile')
      .select([
        'client.userId',
        'client.firstName',
        'client.lastName',
        'client.phone',
        'client.createdAt',
        'user.id',
        'user.email',
        'profile.userId',
        'profile.displayName',
        'profile.avatarUrl',
      ])
      .where('client.shopperId = :shopperId', { shopperId })
      // LOWER: SQLite compares case-sensitively, MySQL's collation does not; same order on both.
      .orderBy('LOWER(profile.displayName)')
      .addOrderBy('client.userId')
      .getMany()) as LoadedClient[];
    return clients.map((client) => ({
      id: client.userId,
      firstName: client.firstName,
      lastName: client.lastName,
      phone: client.phone,
      createdAt: client.createdAt,
      profile: { displayName: client.user.profile.displayName, avatarUrl: client.user.profile.avatarUrl },
      user: { email: client.user.email },
    }));
  }
}
