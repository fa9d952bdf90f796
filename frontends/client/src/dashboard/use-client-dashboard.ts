import { api, dashboardKeys } from '@atelier/common';
import { useQuery } from '@tanstack/react-query';

/** GET /api/dashboard/client: live events mark it stale; read again on every visit too. */
export function useClientDashboard() {
  return useQuery({
    queryKey: dashboardKeys.client,
    queryFn: ({ signal }) => api.get('/api/dashboard/client', { signal }),
    refetchOnMount: 'always',
  });
}
