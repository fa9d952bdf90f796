import { ConflictException } from '@nestjs/common';
import type { UserRole } from '../users/entities/user.entity';
import type { ClientStatus } from './client-status';

export const ARCHIVED_CLIENT_REQUEST =
  "Your shopper has archived your account, so you can't send new requests. Your past requests and invoices are still here.";
export const DECLINED_CLIENT_REQUEST =
  'You have no personal shopper at the moment. Choose one on the "Your Personal Shopper" page to send requests.';
export const ARCHIVED_CLIENT_TASK =
  'This client is archived. Restore them on your Clients screen to create tasks for them.';
export const DECLINED_CLIENT_TASK = 'You declined this client, so you cannot create tasks for them.';

const REFUSALS: Record<Exclude<ClientStatus, 'ACTIVE'>, Record<UserRole, string>> = {
  ARCHIVED: { CLIENT: ARCHIVED_CLIENT_REQUEST, SHOPPER: ARCHIVED_CLIENT_TASK },
  DECLINED: { CLIENT: DECLINED_CLIENT_REQUEST, SHOPPER: DECLINED_CLIENT_TASK },
};

/** A new task is taken only for an active client (409 otherwise, worded for whoever asked). */
export function assertTakesRequests(role: UserRole, status: ClientStatus): void {
  if (status !== 'ACTIVE') throw new ConflictException(REFUSALS[status][role]);
}
