import type { UserRole } from '../../modules/users/entities/user.entity';

/** Who is calling: the id a valid bearer token names, with the role stored for that user. */
export interface AuthUser {
  id: string;
  role: UserRole;
}

/**
 * The tenant whose data a caller reads and changes (a shopper and all their clients, named by
 * the shopper's id), with its data version as read at the start of the caller's request.
 */
export interface TenantSnapshot {
  id: string;
  dataVersion: number;
}

/** A caller whose session AccessTokenVerifier accepted: the user and their tenant. */
export interface SignedInUser extends AuthUser {
  tenant: TenantSnapshot | null;
}

/**
 * The claims a bearer token carries besides `iat` and `exp`: the user id, and the user's
 * token version when the token was issued (tokens of an older version are refused).
 */
export interface AccessTokenClaims {
  sub: string;
  ver: number;
}
