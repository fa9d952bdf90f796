import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { findUsableInviteCode } from '../invite-codes/invite-code-validity';
import { User } from '../users/entities/user.entity';

/**
 * The checks a registration form makes on the step where a thing is typed, not three steps
 * later: is this invitation code usable, is this email free. Each answers yes or no and
 * nothing more; registration checks both again.
 */
@Injectable()
export class RegistrationChecks {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The invite-codes module's own rule (unknown, used and revoked codes are all unusable). */
  async inviteCodeValid(code: string): Promise<boolean> {
    return (await findUsableInviteCode(this.dataSource.manager, code)) !== null;
  }

  async emailAvailable(email: string): Promise<boolean> {
    return !(await this.dataSource.manager.existsBy(User, { email }));
  }
}
