import { useMutation, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from '../api/query-keys';
import { api } from '../api/typed';
import { leaveForProvider } from './leave-for-provider';

/** What a client pays by card: an invoice's balance or a requested deposit. */
export interface CardPaymentTarget {
  kind: 'invoice' | 'deposit';
  id: string;
}

/**
 * Opens the checkout page for the target (POST …/checkout) and sends the browser there. Stays
 * pending while the page is leaving, so the button cannot be pressed twice.
 */
export function useStartCardCheckout() {
  return useMutation({
    mutationFn: async ({ kind, id }: CardPaymentTarget) => {
      const { url } =
        kind === 'invoice'
          ? await api.post('/api/invoices/{id}/checkout', { params: { id } })
          : await api.post('/api/deposits/{id}/checkout', { params: { id } });
      return leaveForProvider(url);
    },
  });
}

const UNCONFIRMED = new Set(['OPEN', 'PROCESSING']);

/**
 * GET /api/checkouts/{id}: the card payment the client came back from. Its confirmation arrives
 * live (an invoice event refreshes it); asked again every few seconds meanwhile in case the
 * live connection is not there yet.
 */
export function useCardCheckout(taskId: string, checkoutId: string | null) {
  return useQuery({
    queryKey: checkoutKeys.one(taskId, checkoutId ?? ''),
    queryFn: ({ signal }) => api.get('/api/checkouts/{id}', { params: { id: checkoutId! }, signal }),
    enabled: checkoutId !== null,
    refetchInterval: (query) => (UNCONFIRMED.has(query.state.data?.status ?? 'OPEN') ? 3_000 : false),
  });
}
