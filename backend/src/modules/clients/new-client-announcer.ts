import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InviteCode } from '../invite-codes/invite-code.entity';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { Client } from './client.entity';

/**
 * Tells a shopper that a client joined her, once the registration has committed: in her bell
 * (live, on whichever api process her browser is connected to) and in her email digest.
 */
@Injectable()
export class NewClientAnnouncer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  async announce(clientId: string): Promise<void> {
    const client = await this.dataSource
      .getRepository(Client)
      .findOne({ where: { userId: clientId }, select: { userId: true, shopperId: true } });
    if (!client) return;
    const invitation = await this.dataSource
      .getRepository(InviteCode)
      .findOne({ where: { usedBy: clientId }, select: { id: true, code: true } });
    await this.events.publish('client.joined', {
      tenantId: client.shopperId,
      clientId,
      inviteCode: invitation?.code ?? null,
    });
  }
}
