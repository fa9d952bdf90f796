import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser, JwtPayload } from '../../common/auth/auth-user';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Profile } from '../users/entities/profile.entity';

/** Who a socket belongs to, fixed at the handshake. */
export interface SocketUser extends AuthUser {
  displayName: string;
}

/**
 * Checks a handshake's bearer token as the HTTP guard checks a request's (HS256 only,
 * expiry enforced), and that its user still exists: a deleted account's token opens no socket.
 */
@Injectable()
export class SocketAuthenticator {
  private readonly jwt: JwtService;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
  ) {
    this.jwt = new JwtService({ secret: config.jwtSecret, verifyOptions: { algorithms: ['HS256'] } });
  }

  /** The socket's user, or null when the token proves nobody. */
  async authenticate(token: unknown): Promise<SocketUser | null> {
    if (typeof token !== 'string' || token.length === 0) return null;
    let payload: JwtPayload;
    try {
      payload = await this.jwt.verifyAsync<JwtPayload>(token);
    } catch {
      return null;
    }
    if (typeof payload.sub !== 'string') return null;
    const profile = await this.profiles.findOne({
      where: { userId: payload.sub },
      relations: { user: true },
      select: { userId: true, displayName: true, user: { id: true, role: true } },
    });
    if (!profile?.user) return null;
    return { id: profile.user.id, role: profile.user.role, displayName: profile.displayName };
  }
}
