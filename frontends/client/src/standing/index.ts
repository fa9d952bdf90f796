/**
 * The client's standing with her shopper (issue 37): a notice when she was archived or
 * declined, and the choice of another shopper once declined.
 */
export { StandingNotice } from './StandingNotice';
export { useMyStanding } from './use-my-standing';
