import type { Schemas } from '@atelier/common';

export type RosterClient = Schemas['ClientListItemDto'];

/** Active clients first on the Clients screen; archived ones in a list of their own. */
export function splitByStatus(clients: readonly RosterClient[]): { active: RosterClient[]; archived: RosterClient[] } {
  return {
    active: clients.filter((client) => client.status === 'ACTIVE'),
    archived: clients.filter((client) => client.status === 'ARCHIVED'),
  };
}

/** How she joined, as a short badge. */
export const JOINED_VIA_LABEL: Record<RosterClient['joinedVia'], string> = {
  INVITE_CODE: 'Invite code',
  PUBLIC_LIST: 'Chose you',
};
