import { SetMetadata } from '@nestjs/common';

export const KEPT_FOR = 'readCache:keptFor';

/**
 * Bounds how long CachedReadInterceptor keeps a route's answers, for answers that also change
 * as time passes (a rule like "waiting for more than 2 days"), which no write announces.
 */
export const KeptFor = (milliseconds: number) => SetMetadata(KEPT_FOR, milliseconds);
