import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { DomainEvent } from '../../common/domain-events/domain-event-map';
import { type DomainEventSubscriber, SubscribesTo } from '../../common/domain-events/domain-event-subscriber.decorator';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { InviteCode } from './invite-code.entity';

/** An invitation's email status shows in its shopper's list of invite codes: the code changed. */
@Injectable()
@SubscribesTo('domain', ['email.status-changed'])
export class InvitationStatusSubscriber implements DomainEventSubscriber {
  constructor(
    @InjectRepository(InviteCode) private readonly codes: Repository<InviteCode>,
    private readonly events: DomainEvents,
  ) {}

  async handle(event: DomainEvent): Promise<void> {
    if (event.name !== 'email.status-changed') return;
    const { kind, subjectId } = event.payload;
    if (kind !== 'invitation' || !subjectId) return;
    const code = await this.codes.findOne({ where: { id: subjectId }, select: { id: true, shopperId: true } });
    if (code) await this.events.publish('invite-code.changed', { tenantId: code.shopperId, inviteCodeId: code.id });
  }
}
