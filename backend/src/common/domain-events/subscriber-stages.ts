/**
 * The order in which an event's subscribers run, one subscriber per stage and event:
 *
 * - `domain`: a module turns an event of no tenant into its own events (an invitation's email
 *   outcome into its invite code's change; an image's variants into the items showing it).
 * - `tenant-data`: the tenant's data version is raised first, so whoever is told next (a
 *   socket, a bell) and refetches reads the change, never an answer kept from before it.
 * - `realtime`: the parties' sockets hear of it, on whichever api process they are connected to.
 * - `notifications`: the other party's bell entry is stored, then announced as
 *   `notification.created`, whose own subscribers run before this event's next stage.
 * - `email`: the digest for whoever is away, of the notifications they have not seen.
 */
export const SUBSCRIBER_STAGES = ['domain', 'tenant-data', 'realtime', 'notifications', 'email'] as const;
export type SubscriberStage = (typeof SUBSCRIBER_STAGES)[number];
