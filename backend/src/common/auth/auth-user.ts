import type { UserRole } from '../../modules/users/entities/user.entity';

/** Who is calling: the id a valid bearer token names, with the role stored for that user. */
export interface AuthUser {
  id: string;
  role: UserRole;
}

/**
 * The claims a bearer token carries besides `iat` and `exp`: the user id, and the user's
 * token version when the token was issued (tokens of an older version are refused).
 */
export interface AccessTokenClaims {
  sub: string;
  ver: number;
}
