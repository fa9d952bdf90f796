/**
 * The client's dashboard cards (issue 22): what she owes and paid lately, and the items that
 * wait for her feedback, read from GET /api/dashboard/client (useClientDashboard).
 */
export { AmountDueCard } from './AmountDueCard';
export { FeedbackPrompt } from './FeedbackPrompt';
export { useClientDashboard } from './use-client-dashboard';
