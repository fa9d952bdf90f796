export { ItemsCard } from './ItemsCard';
export type { ItemsCardProps } from './ItemsCard';
export { ItemStatusTag } from './ItemStatusTag';
export { ITEM_STATUS_LABELS, ITEM_STATUS_ORDER, itemStatusLabel } from './item-status';
export type { ItemStatus } from './item-status';
