import type { UserRole } from '../../modules/users/entities/user.entity';

/** Who is calling, as proven by the bearer token. */
export interface AuthUser {
  id: string;
  role: UserRole;
}

/** What the token carries; the role is fixed at registration and never changes. */
export interface JwtPayload {
  sub: string;
  role: UserRole;
}
