import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopperKeys } from '../api/query-keys';
import { api } from '../api/typed';
import { writeAnswer } from '../api/write-answer';
import { type ShopperSettingsValues, toSettingsBody } from './shopper-settings-rules';

/** GET /api/shoppers/me: the signed-in shopper's fee, link, brand and payment details. */
export function useShopperSettings() {
  return useQuery({
    queryKey: shopperKeys.mySettings,
    queryFn: ({ signal }) => api.get('/api/shoppers/me', { signal }),
  });
}

/**
 * PATCH /api/shoppers/me. The answer is the saved record, so it replaces the cached one; the
 * shoppers list (registration's dropdown shows each default fee) is marked stale.
 */
export function useSaveShopperSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ShopperSettingsValues) => api.patch('/api/shoppers/me', { body: toSettingsBody(values) }),
    onSuccess: (saved) => {
      writeAnswer(queryClient, shopperKeys.mySettings, saved);
      void queryClient.invalidateQueries({ queryKey: shopperKeys.all, exact: true });
    },
  });
}

/**
 * PATCH /api/shoppers/me with the logo alone (a URL from POST /api/shoppers/me/logo, or null to
 * remove it): saved as soon as it is picked, like the avatar; the answer replaces the cache.
 */
export function useSaveShopperLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logoUrl: string | null) => api.patch('/api/shoppers/me', { body: { logoUrl } }),
    onSuccess: (saved) => writeAnswer(queryClient, shopperKeys.mySettings, saved),
  });
}
