/**
 * The TanStack Query the three apps share at run time (federation/shared.js provides this
 * module under the key "@tanstack/react-query"): the client, its provider and the hooks the
 * apps use, so the shared chunk every signed-in page loads leaves out the rest of the package
 * (hydration, useQueries and its observer, the suspense hooks, the mutation state), which a
 * shared module could not otherwise shed.
 *
 * "react-query-source" is an alias of the package's own ES build (federation/webpack-app.js;
 * types in react-query-source.d.ts): the federation intercepts only the request
 * "@tanstack/react-query", so this module is not its own fallback.
 * shared-subsets.test.ts keeps this list equal to what the apps import from the package.
 */
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'react-query-source';
