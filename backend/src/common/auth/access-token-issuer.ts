import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../../modules/users/entities/user.entity';
import type { AccessTokenClaims } from './auth-user';

/** Issues the bearer tokens AccessTokenVerifier accepts (HS256, expiry from JWT_EXPIRES_IN). */
@Injectable()
export class AccessTokenIssuer {
  constructor(private readonly jwt: JwtService) {}

  issue(user: Pick<User, 'id' | 'tokenVersion'>): Promise<string> {
    const claims: AccessTokenClaims = { sub: user.id, ver: user.tokenVersion };
    return this.jwt.signAsync(claims);
  }
}
