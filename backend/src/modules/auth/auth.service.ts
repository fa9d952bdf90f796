import { AuditService } from '../audit/audit.service';
import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { User } from '../users/entities/user.entity';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { LoginDto } from './dto/login.dto';
import { PasswordHasher } from './password-hasher.service';
import { TokenService } from './token.service';

/** One message for an unknown email and a wrong password, so sign-in reveals no accounts. */
const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
  ) {}

  async login({ email, password }: LoginDto, ip: string | null): Promise<string> {
    const user = await this.users.findOne({ where: { email }, select: { id: true, role: true, password: true } });
    const valid = user ? await this.hasher.verify(user.password, password) : await this.hasher.verifyNothing(password);
    if (!user || !valid) {
      await this.audit.record('auth.login_failed', user?.id ?? null, ip);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.audit.record('auth.login', user.id, ip);
    return this.tokens.issue(user);
  }

  async changePassword(
    userId: string,
    { currentPassword, newPassword }: ChangePasswordDto,
    ip: string | null,
  ): Promise<void> {
    const user = await this.users.findOne({ where: { id: userId }, select: { id: true, password: true } });
    if (!user) throw new UnauthorizedException('Authentication required');
    if (!(await this.hasher.verify(user.password, currentPassword))) {
      throw new BadRequestException('Current password is incorrect');
    }
    await this.users.update({ id: user.id }, { password: await this.hasher.hash(newPassword) });
    await this.audit.record('auth.password_changed', user.id, ip);
  }
}
