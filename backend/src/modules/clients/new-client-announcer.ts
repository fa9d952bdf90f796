import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InviteCode } from '../invite-codes/invite-code.entity';
import { LiveEvents } from '../realtime/live-events.service';
import { Client } from './client.entity';

/**
 * Tells a shopper that a client joined her, once the registration has committed: in her bell
 * (live, on whichever api process her browser is connected to) and in her email digest.
 */
@Injectable()
export class NewClientAnnouncer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
  ) {}

  async announce(clientId: string): Promise<void> {
    const client = await this.dataSource
      .getRepository(Client)
      .findOne({ where: { userId: clientId }, select: { userId: true, shopperId: true } });
    if (!client) return;
    const invitation = await this.dataSource
      .getRepository(InviteCode)
      .findOne({ where: { usedBy: clientId }, select: { id: true, code: true } });
    await this.live.toUserNotified(
      client.shopperId,
      client.shopperId,
      { type: 'client.joined', actorId: clientId },
      {
        kind: 'CLIENT_JOINED',
        actorId: clientId,
        summary: invitation ? `Joined with your invite code ${invitation.code}` : 'Chose you as their shopper',
        subjectId: clientId,
      },
    );
  }
}
