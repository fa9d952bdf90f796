import { Global, Module } from '@nestjs/common';
import { CachedReadInterceptor } from './cached-read.interceptor';
import { ReadCache } from './read-cache';

/** The api's cache of read answers (global: read controllers apply CachedReadInterceptor). */
@Global()
@Module({ providers: [ReadCache, CachedReadInterceptor], exports: [ReadCache, CachedReadInterceptor] })
export class ReadCacheModule {}

/**
 * The worker's: the controllers of the domain modules it loads for their jobs (invoices,
 * invite codes) name CachedReadInterceptor, which has nothing to serve there.
 */
@Global()
@Module({ providers: [ReadCache, CachedReadInterceptor], exports: [ReadCache, CachedReadInterceptor] })
export class WorkerReadCacheModule {}
