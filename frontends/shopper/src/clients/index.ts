/**
 * The shopper's client list on the Clients screen (/invite-codes, issue 37): active clients
 * with Decline (for one who chose her from the public list) and Archive, archived clients
 * listed apart with Restore.
 */
export { ClientRoster } from './ClientRoster';
export { splitByStatus } from './client-roster-rules';
