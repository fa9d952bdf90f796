/**
 * The shopper's dashboard cards (issue 22): what needs her attention, her money, and her
 * clients with their balances, all read from GET /api/dashboard/shopper (useShopperDashboard)
 * besides the client list itself.
 */
export { AttentionCard } from './AttentionCard';
export { ClientsCard } from './ClientsCard';
export { MoneyCard } from './MoneyCard';
export { useShopperDashboard } from './use-shopper-dashboard';
