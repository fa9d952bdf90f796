import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { findUsableInviteCode } from '../invite-codes/invite-code-validity';
import { Profile } from '../users/entities/profile.entity';
import { User } from '../users/entities/user.entity';
import type { InvitationDetailsDto } from './dto/invite-code-check.dto';

/**
 * The checks a registration form makes on the step where a thing is typed, not three steps
 * later: is this invitation code usable, is this email free. Each answers yes or no (and, for
 * a usable code only, whose invitation it is); registration checks both again.
 */
@Injectable()
export class RegistrationChecks {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The invitation of a usable code, by the invite-codes module's own rule; null for an
   * unknown, used or revoked code alike.
   */
  async usableInvitation(code: string): Promise<InvitationDetailsDto | null> {
    const manager = this.dataSource.manager;
    const invitation = await findUsableInviteCode(manager, code);
    if (!invitation) return null;
    const shopper = await manager.findOneByOrFail(Profile, { userId: invitation.shopperId });
    return {
      shopperDisplayName: shopper.displayName,
      clientName: invitation.clientName,
      clientEmail: invitation.clientEmail,
    };
  }

  async emailAvailable(email: string): Promise<boolean> {
    return !(await this.dataSource.manager.existsBy(User, { email }));
  }
}
