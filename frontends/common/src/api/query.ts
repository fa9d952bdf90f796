import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, ApiError } from './client';

export type On401 = 'returnNull' | 'throw';

/**
 * The default query function (docs/product-rules.md, "Calls and errors"): the URL is the query
 * key's segments joined with "/" (`['/api/tasks', id, 'messages']` → `/api/tasks/<id>/messages`);
 * with `on401: 'returnNull'` an unauthenticated answer yields null instead of an error.
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map(String).join('/');
    try {
      return await apiRequest<T>(url, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * The QueryClient (docs/product-rules.md, "Calls and errors"): data never goes stale, no refetch on
 * focus, no polling, no retry for queries and mutations. Created once by the shell (and by a
 * remote's standalone dev bootstrap); remotes' route elements only use it through hooks.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
