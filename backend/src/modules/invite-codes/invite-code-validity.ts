import { type EntityManager, type FindOptionsWhere, IsNull } from 'typeorm';
import { InviteCode } from './invite-code.entity';

/**
 * What makes an invite code usable, in one place: not used yet and not revoked. Registration
 * (and the public code check, through it), claiming, the invitation email and revoking all
 * read it from here.
 */
const USABLE: FindOptionsWhere<InviteCode> = { isUsed: false, revokedAt: IsNull() };

export function isUsable(code: Pick<InviteCode, 'isUsed' | 'revokedAt'>): boolean {
  return !code.isUsed && code.revokedAt === null;
}

/** The code a client may register with, or null (unknown, used or revoked). */
export function findUsableInviteCode(manager: EntityManager, code: string): Promise<InviteCode | null> {
  return manager.findOneBy(InviteCode, { code, ...USABLE });
}

/**
 * Marks the code used by `userId`, only if it is still usable: a conditional update, so of two
 * registrations (or a registration and a revoke) racing for one code the database lets one win.
 */
export async function claimInviteCode(manager: EntityManager, id: string, userId: string): Promise<boolean> {
  const result = await manager.update(
    InviteCode,
    { id, ...USABLE },
    { isUsed: true, usedBy: userId, usedAt: new Date() },
  );
  return result.affected === 1;
}

/** Revokes the code if it is still usable. */
export async function revokeInviteCode(manager: EntityManager, id: string): Promise<void> {
  await manager.update(InviteCode, { id, ...USABLE }, { revokedAt: new Date() });
}
