import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { KeptReadsMiddleware } from './kept-reads.middleware';

/**
 * Answers kept reads (KeptReadsMiddleware) on every GET under /api. Not global, so that Nest
 * registers its middleware after the global modules' (the request log's, which gives every
 * request its id): a kept answer carries its request id and is logged like any other.
 */
@Module({ providers: [KeptReadsMiddleware] })
export class KeptReadsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(KeptReadsMiddleware).forRoutes({ path: '{/*path}', method: RequestMethod.GET });
  }
}
