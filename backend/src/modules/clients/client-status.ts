/**
 * Where a client stands with her shopper. ACTIVE: she sends requests. ARCHIVED: the shopper no
 * longer works with her; her history stays readable by both, and no new request is taken.
 * DECLINED: she chose the shopper from the public list and the shopper declined; she has no
 * shopper (shopperId still names the one who declined, until she chooses another).
 */
export const CLIENT_STATUSES = ['ACTIVE', 'ARCHIVED', 'DECLINED'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** How a client joined her shopper: with one of the shopper's invite codes, or by choosing her. */
export const CLIENT_ORIGINS = ['INVITE_CODE', 'PUBLIC_LIST'] as const;
export type ClientOrigin = (typeof CLIENT_ORIGINS)[number];
