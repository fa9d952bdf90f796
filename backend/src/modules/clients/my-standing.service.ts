import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Transactions } from '../../infra/database/transactions';
import { choosableShopper } from '../shoppers/shopper-choice';
import { Profile } from '../users/entities/profile.entity';
import { Client } from './client.entity';
import type { ClientStandingDto } from './dto/client-standing.dto';
import { NewClientAnnouncer } from './new-client-announcer';

export const ALREADY_HAS_SHOPPER = 'You already have a personal shopper.';
export const SAME_SHOPPER_DECLINED = 'This shopper could not take you on. Please choose another shopper.';

/** The client's side of her standing: where she stands, and a new shopper once she was declined. */
@Injectable()
export class MyStanding {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly newClients: NewClientAnnouncer,
  ) {}

  async of(clientId: string): Promise<ClientStandingDto> {
    const client = await this.dataSource.getRepository(Client).findOneOrFail({
      where: { userId: clientId },
      select: { userId: true, shopperId: true, status: true },
    });
    const shopper = await this.dataSource
      .getRepository(Profile)
      .findOneOrFail({ where: { userId: client.shopperId }, select: { userId: true, displayName: true } });
    return {
      status: client.status,
      shopperId: client.shopperId,
      shopperName: shopper.displayName,
      canSubmitRequests: client.status === 'ACTIVE',
    };
  }

  /**
   * A declined client joins a shopper of the public list, as registration would have joined
   * her; the new shopper hears of it as of any new client. Her requests to the one who declined
   * stay with that shopper.
   */
  async chooseShopper(clientId: string, shopperId: string): Promise<ClientStandingDto> {
    await this.transactions.decideThenWrite(
      async (manager) => {
        const client = await this.transactions
          .forUpdate(manager.createQueryBuilder(Client, 'client'))
          .select(['client.userId', 'client.shopperId', 'client.status'])
          .where('client.userId = :clientId', { clientId })
          .getOneOrFail();
        if (client.status !== 'DECLINED') throw new ConflictException(ALREADY_HAS_SHOPPER);
        if (client.shopperId === shopperId) throw new BadRequestException(SAME_SHOPPER_DECLINED);
        return choosableShopper(manager, shopperId);
      },
      async (manager, chosen) => {
        await manager.update(
          Client,
          { userId: clientId },
          { shopperId: chosen, status: 'ACTIVE', statusChangedAt: new Date() },
        );
      },
    );
    await this.newClients.announce(clientId);
    return this.of(clientId);
  }
}
