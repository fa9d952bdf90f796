import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Client } from '../clients/client.entity';

export const CLIENT_REQUIRED = 'Client is required';
export const CLIENT_NOT_FOUND = 'Client not found';
export const OWN_DATA_ONLY = 'Clients can only act for themselves';
/** What a client's form sends as clientId: "me". */
export const AUTO_CLIENT = 'auto';

export type ScopedClient = Pick<Client, 'userId' | 'shopperId' | 'status'>;

/**
 * Which client a recipient or task call acts for, shared by both modules so the rule is
 * written once: a client acts only for themselves (no clientId, "auto" or their own id); a
 * shopper must name one of their own clients, and another shopper's client does not exist
 * for them (404).
 */
@Injectable()
export class ClientScope {
  constructor(@InjectRepository(Client) private readonly clients: Repository<Client>) {}

  async resolve(
    user: AuthUser,
    requested: string | undefined,
    missingMessage = CLIENT_REQUIRED,
  ): Promise<ScopedClient> {
    const wanted = requested?.trim() || undefined;
    if (user.role === 'CLIENT') {
      if (wanted !== undefined && wanted !== AUTO_CLIENT && wanted !== user.id) {
        throw new ForbiddenException(OWN_DATA_ONLY);
      }
      return this.load({ userId: user.id });
    }
    if (wanted === undefined || wanted === AUTO_CLIENT) throw new BadRequestException(missingMessage);
    return this.load({ userId: wanted, shopperId: user.id });
  }

  private async load(where: { userId: string; shopperId?: string }): Promise<ScopedClient> {
    const client = await this.clients.findOne({ where, select: { userId: true, shopperId: true, status: true } });
    if (!client) throw new NotFoundException(CLIENT_NOT_FOUND);
    return client;
  }
}
