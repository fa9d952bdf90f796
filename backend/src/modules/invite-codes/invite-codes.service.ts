import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { Transactions } from '../../infra/database/transactions';
import type { CreateInviteCodeDto } from './dto/create-invite-code.dto';
import type { InviteCodeDto } from './dto/invite-code.dto';
import type { InviteEmailDto } from './dto/invite-email.dto';
import { InviteCode } from './invite-code.entity';
import { generateInviteCode } from './invite-code-generator';
import { isUniqueViolation } from '../../infra/database/query-errors';
import { INVITE_CODE_NOT_FOUND, InvitationEmails } from './invitation-emails.service';
import { revokeInviteCode } from './invite-code-validity';

export const USED_CODE_NOT_REVOCABLE = 'This invite code has already been used, so it cannot be revoked.';

/** With ~8e14 possible codes a collision is already rare; several in a row means a bug. */
const MAX_CODE_ATTEMPTS = 5;

@Injectable()
export class InviteCodesService {
  constructor(
    @InjectRepository(InviteCode) private readonly codes: Repository<InviteCode>,
    private readonly invitations: InvitationEmails,
    private readonly transactions: Transactions,
  ) {}

  /**
   * The shopper's own codes, newest first, each with its latest invitation email. Revoked
   * codes are gone from her list: they are of no more use to her than to anyone.
   */
  async listForShopper(shopperId: string): Promise<InviteCodeDto[]> {
    const codes = await this.codes.find({
      where: { shopperId, revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    const emails = await this.invitations.latestOf(codes.map((code) => code.id));
    return codes.map((code) => toDto(code, emails.get(code.id) ?? null));
  }

  async one(shopperId: string, id: string): Promise<InviteCodeDto> {
    const code = await this.codes.findOneByOrFail({ id, shopperId });
    const emails = await this.invitations.latestOf([code.id]);
    return toDto(code, emails.get(code.id) ?? null);
  }

  async create(shopperId: string, input: CreateInviteCodeDto): Promise<InviteCodeDto> {
    for (let attempt = 1; ; attempt++) {
      const code = this.codes.create({
        code: generateInviteCode(),
        shopperId,
        clientName: input.clientName ?? null,
        clientEmail: input.clientEmail ?? null,
      });
      try {
        // The code and its invitation email exist together or not at all.
        await this.transactions.write(async (manager) => {
          await manager.insert(InviteCode, code);
          await this.invitations.write(manager, code, input.message ?? null);
        });
      } catch (error) {
        // The unique index, not a prior lookup, decides: a lookup could race another insert.
        if (isUniqueViolation(error) && attempt < MAX_CODE_ATTEMPTS) continue;
        throw error;
      }
      // Re-read so the answer carries the database's defaults (isUsed, createdAt).
      return this.one(shopperId, code.id);
    }
  }

  /**
   * Withdraws one of the shopper's unused codes: registration refuses it from the moment this
   * commits. Revoking a revoked code changes nothing; a used one cannot be revoked (409). The
   * code's row is locked while deciding, so a registration claiming it at the same moment
   * either finds it revoked or makes this a 409.
   */
  async revoke(shopperId: string, id: string): Promise<void> {
    await this.transactions.decideThenWrite(
      async (manager) => {
        const code = await this.transactions
          .forUpdate(manager.createQueryBuilder(InviteCode, 'code'))
          .where('code.id = :id AND code.shopperId = :shopperId', { id, shopperId })
          .getOne();
        if (!code) throw new NotFoundException(INVITE_CODE_NOT_FOUND);
        if (code.isUsed) throw new ConflictException(USED_CODE_NOT_REVOCABLE);
        return code.revokedAt === null;
      },
      async (manager, usable) => {
        if (usable) await revokeInviteCode(manager, id);
      },
    );
  }
}

function toDto(code: InviteCode, email: InviteEmailDto | null): InviteCodeDto {
  return {
    id: code.id,
    code: code.code,
    clientName: code.clientName,
    clientEmail: code.clientEmail,
    isUsed: code.isUsed,
    usedBy: code.usedBy,
    usedAt: code.usedAt,
    createdAt: code.createdAt,
    email,
  };
}
