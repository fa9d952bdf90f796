import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Puts what a call answered into a cached read. A read of the same key may still be on its way:
 * the live socket reads everything again as it connects, seconds into every page, so a user
 * acting at once meets one. Answered before the change was stored, it would land after this
 * write and put back the state from before: the user would see what they just did undone (a
 * sent message gone, a like dropped) and do it again. Such a read is dropped and made again,
 * after the change.
 */
export function writeAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: Updater<NoInfer<T> | undefined, NoInfer<T> | undefined>,
): void {
  const reading = queryClient.isFetching({ queryKey, exact: true }) > 0;
  queryClient.setQueryData<T>(queryKey, update);
  if (reading) void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'all' });
}
