import { extname } from 'node:path';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody } from '../../common/http/http-exception.filter';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { isStorageKey, UPLOADS_URL_PREFIX, uploadsDirectory } from './local-disk.storage';
import { contentTypeOfExtension, isShownInline } from './upload-content-types';

/** `/files/uploads`, without the trailing slash, as Express mounts it. */
const MOUNT_PATH = UPLOADS_URL_PREFIX.slice(0, -1);
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const NOT_FOUND: ErrorBody = { statusCode: 404, error: 'Not Found', message: 'File not found' };

/**
 * Serves `<DATA_DIR>/uploads` at `/files/uploads/<2hex>/<sha256>.<ext>`, outside the `/api`
 * prefix, straight on the Express instance (Nest would put its global prefix on a controller
 * or a consumer-mounted middleware).
 *
 * Public on purpose: `<img src>` cannot send a bearer token, and the names are sha256 hashes
 * of the content, so a URL cannot be guessed, only handed out by a response that the reader
 * was allowed to see.
 *
 * Only names of the one shape Storage writes get through (no traversal, dotfiles, temporary
 * files or directories). Every file carries `nosniff` and a sandboxing CSP, so an upload is
 * never run or rendered as an active document; what is not an image or a PDF is a download.
 * Names are content hashes, so a URL's bytes never change: cached for a year, immutable.
 */
@Module({})
export class FilesServingModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const adapter = this.adapterHost.httpAdapter as ExpressAdapter;
    adapter.use(MOUNT_PATH, onlyStoredFileNames);
    adapter.useStaticAssets(uploadsDirectory(this.config.dataDir), {
      prefix: MOUNT_PATH,
      index: false,
      redirect: false,
      dotfiles: 'deny',
      fallthrough: true,
      maxAge: ONE_YEAR_MS,
      immutable: true,
      setHeaders: setUploadHeaders,
    });
    adapter.use(MOUNT_PATH, fileNotFound);
  }
}

function onlyStoredFileNames(request: Request, response: Response, next: NextFunction): void {
  const readsAFile = request.method === 'GET' || request.method === 'HEAD';
  if (readsAFile && isStorageKey(request.path.slice(1))) next();
  else fileNotFound(request, response);
}

function setUploadHeaders(response: Response, path: string): void {
  const contentType = contentTypeOfExtension(extname(path).slice(1));
  // Set before serve-static looks the type up from its own table, which then keeps it.
  response.setHeader('Content-Type', contentType);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  response.setHeader('Content-Disposition', isShownInline(contentType) ? 'inline' : 'attachment');
}

function fileNotFound(_request: Request, response: Response): void {
  response.status(404).json(NOT_FOUND);
}
