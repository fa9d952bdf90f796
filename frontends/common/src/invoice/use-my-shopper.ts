import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { shopperKeys } from '../api/query-keys';
import { api } from '../api/typed';

/**
 * GET /api/my-shopper, the signed-in client's shopper (CLIENT only: never call it for a
 * shopper), under the key the client's dashboard and shopper profile share. A 404 means no
 * shopper is assigned: see `hasNoShopper`.
 */
export function useMyShopper({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shopperKeys.myShopper,
    queryFn: ({ signal }) => api.get('/api/my-shopper', { signal }),
    enabled,
  });
}

/** The 404 of GET /api/my-shopper: no shopper assigned, a state rather than a failure. */
export const hasNoShopper = (error: unknown) => error instanceof ApiError && error.status === 404;
