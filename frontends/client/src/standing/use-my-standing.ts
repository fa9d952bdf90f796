import { api, dashboardKeys, shopperKeys, taskKeys, writeAnswer } from '@atelier/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /api/me/standing: whether her shopper works with her (ACTIVE), archived her or declined her. */
export function useMyStanding() {
  return useQuery({
    queryKey: shopperKeys.myStanding,
    queryFn: ({ signal }) => api.get('/api/me/standing', { signal }),
  });
}

/** GET /api/shoppers: the public list a declined client chooses again from. */
export function usePublicShoppers(enabled: boolean) {
  return useQuery({
    queryKey: shopperKeys.all,
    queryFn: ({ signal }) => api.get('/api/shoppers', { signal }),
    enabled,
    refetchOnMount: 'always',
  });
}

/**
 * PUT /api/me/shopper: a declined client's new shopper. The answer is her standing; her
 * shopper card, dashboard and request lists belong to the new shopper from now on.
 */
export function useChooseShopper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shopperId: string) => api.put('/api/me/shopper', { body: { shopperId } }),
    onSuccess: (standing) => {
      writeAnswer(queryClient, shopperKeys.myStanding, standing);
      void queryClient.invalidateQueries({ queryKey: shopperKeys.myShopper, exact: true });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: taskKeys.pages });
    },
  });
}
