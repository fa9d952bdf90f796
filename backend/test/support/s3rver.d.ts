// s3rver ships no types: the part of its API the tests use.
declare module 's3rver' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { AddressInfo } from 'node:net';

  /** The part of a Koa context the tests' middleware uses (s3rver is a Koa application). */
  export interface Context {
    headers: IncomingHttpHeaders;
    status: number;
    type: string;
    body: unknown;
  }

  export interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Koa's middleware stack, composed when the server starts. */
    middleware: Array<(context: Context, next: () => Promise<void>) => Promise<void>>;
  }
}
