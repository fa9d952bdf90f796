import { api, dashboardKeys } from '@atelier/common';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/dashboard/shopper. Live events mark it stale as tasks change; it is also read again
 * on every visit, since its waits of 2 and 14 days pass with no event.
 */
export function useShopperDashboard() {
  return useQuery({
    queryKey: dashboardKeys.shopper,
    queryFn: ({ signal }) => api.get('/api/dashboard/shopper', { signal }),
    refetchOnMount: 'always',
  });
}
