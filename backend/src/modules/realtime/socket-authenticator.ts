import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccessTokenVerifier } from '../../common/auth/access-token-verifier';
import type { AuthUser } from '../../common/auth/auth-user';
import { Profile } from '../users/entities/profile.entity';

/** Who a socket belongs to, fixed at the handshake. */
export interface SocketUser extends AuthUser {
  displayName: string;
}

/**
 * Checks a handshake's bearer token exactly as the HTTP guard checks a request's (the same
 * verifier: signature, expiry, the user still there, the token's version current), and
 * adds the name the other party's "… is typing" shows.
 */
@Injectable()
export class SocketAuthenticator {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
  ) {}

  /** The socket's user, or null when the token proves nobody. */
  async authenticate(token: unknown): Promise<SocketUser | null> {
    if (typeof token !== 'string' || token.length === 0) return null;
    const user = await this.verifier.verify(token).catch(() => null);
    if (!user) return null;
    const profile = await this.profiles.findOne({ where: { userId: user.id }, select: { displayName: true } });
    return { ...user, displayName: profile?.displayName ?? '' };
  }
}
