import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, MoreThan } from 'typeorm';
import { Transactions } from '../../infra/database/transactions';
import { EmailOutbox } from '../email/email-outbox.service';
import { EmailRecord } from '../email/email-record.entity';
import type { InviteEmailDto } from './dto/invite-email.dto';
import { InviteCode } from './invite-code.entity';

export const INVITE_CODE_NOT_FOUND = 'Invite code not found';
export const INVITE_CODE_USED = 'This invite code has already been used.';
export const INVITE_CODE_WITHOUT_EMAIL = 'This invite code has no client email to send it to.';
export const RESEND_TOO_SOON = 'The invitation was just sent. Please wait a minute before sending it again.';
export const RESEND_TOO_OFTEN = 'This invitation was sent 5 times today. Please try again tomorrow.';

/** A resend waits this long after the last email, and one code is mailed at most this often a day. */
const RESEND_PAUSE_MS = 60_000;
const SENDS_PER_DAY = 5;
const DAY_MS = 24 * 3_600_000;

/** The invitation emails of invite codes: sending, resending (rate limited) and their outcome. */
@Injectable()
export class InvitationEmails {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: EmailOutbox,
    private readonly transactions: Transactions,
  ) {}

  /** The invitation of a new code, written with it (`manager` is the code's transaction). */
  async write(
    manager: EntityManager,
    code: Pick<InviteCode, 'id' | 'clientEmail'>,
    note: string | null,
  ): Promise<void> {
    if (!code.clientEmail) return;
    const email = this.outbox.draft({
      kind: 'invitation',
      recipient: code.clientEmail,
      subjectId: code.id,
      context: note ? { note } : null,
    });
    await this.outbox.write(manager, email);
  }

  /**
   * Mails the code again, with the note of its latest email. The code's row is locked while
   * the limits are checked, so two resends at once (from any api process) send one email.
   */
  async resend(shopperId: string, codeId: string): Promise<void> {
    await this.transactions.decideThenWrite(
      async (manager) => {
        const code = await this.transactions
          .forUpdate(manager.createQueryBuilder(InviteCode, 'code'))
          .where('code.id = :codeId AND code.shopperId = :shopperId', { codeId, shopperId })
          .getOne();
        // A revoked code is gone from the shopper's list: as if it did not exist.
        if (!code || code.revokedAt !== null) throw new NotFoundException(INVITE_CODE_NOT_FOUND);
        if (code.isUsed) throw new ConflictException(INVITE_CODE_USED);
        if (!code.clientEmail) throw new BadRequestException(INVITE_CODE_WITHOUT_EMAIL);
        const recent = await manager.find(EmailRecord, {
          where: { kind: 'invitation', subjectId: code.id, createdAt: MoreThan(new Date(Date.now() - DAY_MS)) },
          order: { createdAt: 'DESC' },
          select: { id: true, createdAt: true, context: true },
        });
        if (recent[0] && Date.now() - recent[0].createdAt.getTime() < RESEND_PAUSE_MS) {
          throw new HttpException(RESEND_TOO_SOON, HttpStatus.TOO_MANY_REQUESTS);
        }
        if (recent.length >= SENDS_PER_DAY) throw new HttpException(RESEND_TOO_OFTEN, HttpStatus.TOO_MANY_REQUESTS);
        const latest = await manager.findOne(EmailRecord, {
          where: { kind: 'invitation', subjectId: code.id },
          order: { createdAt: 'DESC' },
          select: { id: true, context: true },
        });
        return this.outbox.draft({
          kind: 'invitation',
          recipient: code.clientEmail,
          subjectId: code.id,
          context: latest?.context ?? null,
        });
      },
      (manager, draft) => this.outbox.write(manager, draft),
    );
  }

  /** Each code's latest invitation email and how many were sent, in two statements. */
  async latestOf(codeIds: string[]): Promise<Map<string, InviteEmailDto>> {
    if (codeIds.length === 0) return new Map();
    const emails = await this.dataSource.getRepository(EmailRecord).find({
      where: { kind: 'invitation', subjectId: In(codeIds) },
      order: { createdAt: 'DESC', id: 'DESC' },
      select: { id: true, subjectId: true, status: true, createdAt: true, sentAt: true, lastError: true },
    });
    const result = new Map<string, InviteEmailDto>();
    for (const email of emails) {
      const codeId = email.subjectId!;
      const seen = result.get(codeId);
      if (seen) {
        seen.sendCount += 1;
        continue;
      }
      result.set(codeId, {
        status: email.status,
        requestedAt: email.createdAt,
        sentAt: email.sentAt,
        lastError: email.status === 'failed' ? email.lastError : null,
        sendCount: 1,
      });
    }
    return result;
  }
}
