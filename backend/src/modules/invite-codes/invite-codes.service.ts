import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CreateInviteCodeDto } from './dto/create-invite-code.dto';
import type { InviteCodeDto } from './dto/invite-code.dto';
import type { InviteEmailDto } from './dto/invite-email.dto';
import { InviteCode } from './invite-code.entity';
import { generateInviteCode } from './invite-code-generator';
import { isUniqueViolation } from '../../infra/database/query-errors';
import { InvitationEmails } from './invitation-emails.service';

/** With ~8e14 possible codes a collision is already rare; several in a row means a bug. */
const MAX_CODE_ATTEMPTS = 5;

@Injectable()
export class InviteCodesService {
  constructor(
    @InjectRepository(InviteCode) private readonly codes: Repository<InviteCode>,
    private readonly invitations: InvitationEmails,
  ) {}

  /** The shopper's own codes, newest first, each with its latest invitation email. */
  async listForShopper(shopperId: string): Promise<InviteCodeDto[]> {
    const codes = await this.codes.find({ where: { shopperId }, order: { createdAt: 'DESC', id: 'ASC' } });
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
        await this.codes.insert(code);
      } catch (error) {
        // The unique index, not a prior lookup, decides: a lookup could race another insert.
        if (isUniqueViolation(error) && attempt < MAX_CODE_ATTEMPTS) continue;
        throw error;
      }
      await this.invitations.send(code, input.message ?? null);
      // Re-read so the answer carries the database's defaults (isUsed, createdAt).
      return this.one(shopperId, code.id);
    }
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
