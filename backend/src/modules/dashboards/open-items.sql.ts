/**
 * The item statuses in which an item is still open, as an SQL list: not yet held by an invoice,
 * so the shopper can still replace it and the client's opinion of it can still change it.
 */
export const OPEN_ITEM_STATUSES_SQL = "('DRAFT', 'READY', 'AVAILABLE')";
