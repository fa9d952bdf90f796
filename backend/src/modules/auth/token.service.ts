import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { JwtPayload } from '../../common/auth/auth-user';
import type { User } from '../users/entities/user.entity';

/** Issues the bearer tokens the global JWT strategy accepts (HS256, expiry from config). */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: Pick<User, 'id' | 'role'>): Promise<string> {
    const payload: JwtPayload = { sub: user.id, role: user.role };
    return this.jwt.signAsync(payload);
  }
}
