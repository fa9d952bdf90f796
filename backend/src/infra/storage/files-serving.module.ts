import { extname } from 'node:path';
import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import type { ErrorBody } from '../../common/http/http-exception.filter';
import { Storage } from './storage';
import { sendStoredFile } from './stored-file-response';
import { isStorageKey, UPLOADS_URL_PREFIX } from './upload-keys';
import { RETRY_AFTER_SECONDS } from '../../common/http/outages/service-unavailable';

/** `/files/uploads`, without the trailing slash, as Express mounts it. */
const MOUNT_PATH = UPLOADS_URL_PREFIX.slice(0, -1);

const NOT_FOUND: ErrorBody = { statusCode: 404, error: 'Not Found', message: 'File not found' };
const STORE_UNAVAILABLE: ErrorBody = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Files cannot be read right now. Please try again.',
};

/**
 * Serves the uploads store at `/files/uploads/<2hex>/<sha256>.<ext>`, outside the `/api`
 * prefix, straight on the Express instance (Nest would put its global prefix on a controller
 * or a consumer-mounted middleware). One handler over the Storage port, so files are
 * answered alike from DATA_DIR and from a bucket.
 *
 * Public on purpose: `<img src>` cannot send a bearer token, and the names are sha256 hashes
 * of the content, so a URL cannot be guessed, only handed out by a response that the reader
 * was allowed to see.
 *
 * Only names of the one shape Storage writes get through (no traversal, dotfiles, temporary
 * files or directories), and only reads; anything else is the JSON 404.
 */
@Module({})
export class FilesServingModule implements OnModuleInit {
  private readonly logger = new Logger('FilesServing');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly storage: Storage,
  ) {}

  onModuleInit(): void {
    const adapter = this.adapterHost.httpAdapter as ExpressAdapter;
    adapter.use(MOUNT_PATH, (request: Request, response: Response) => this.serve(request, response));
  }

  private async serve(request: Request, response: Response): Promise<void> {
    const key = request.path.slice(1);
    const readsAFile = request.method === 'GET' || request.method === 'HEAD';
    if (!readsAFile || !isStorageKey(key)) {
      response.status(404).json(NOT_FOUND);
      return;
    }
    try {
      const stat = await this.storage.stat(key);
      const sent =
        stat !== null &&
        (await sendStoredFile(request, response, {
          stat,
          extension: extname(key).slice(1),
          open: (range) => this.storage.stream(key, range),
        }));
      if (!sent) response.status(404).json(NOT_FOUND);
    } catch (error) {
      this.failed(key, response, error);
    }
  }

  /** Before the answer started: a 503. Part-way through the bytes: the connection is cut. */
  private failed(key: string, response: Response, error: unknown): void {
    const code = (error as NodeJS.ErrnoException).code;
    // The browser went away (a closed tab, a cancelled image): nothing to report.
    if (code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      this.logger.warn(`Serving ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.headersSent) {
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS)).status(503).json(STORE_UNAVAILABLE);
    } else response.destroy();
  }
}
