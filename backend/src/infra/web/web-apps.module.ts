import { existsSync } from 'node:fs';
import compression from 'compression';
import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody } from '../../common/http/http-exception.filter';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import {
  appDistDir,
  cacheControlFor,
  looksLikeAsset,
  NO_CACHE,
  prerenderedPagePath,
  REMOTE_NAMES,
  type RemoteName,
  remotesConfig,
  resolveFile,
} from './web-apps';

export const NOT_BUILT_MESSAGE = 'Web app not built: run npm run build';
const NOT_FOUND: ErrorBody = { statusCode: 404, error: 'Not Found', message: 'Not found' };

/** Paths other handlers own; the shell's catch-all never answers them. */
const NOT_THE_SHELLS = /^\/(api|files|remotes|config)(\/|$)/;

/**
 * One origin for the web apps (docs/architecture.md, "Web apps"), straight on the Express instance like
 * FilesServingModule (Nest would put the /api prefix on a controller):
 *
 *   GET /config/remotes.json        where the shell finds the remotes (no-cache)
 *   GET /remotes/<name>/<file>      `<WEB_DIST_DIR>/<name>/dist`; anything missing is a 404
 *   GET /<file>                     `<WEB_DIST_DIR>/shell/dist`
 *   GET a public screen's path      its page prerendered at build (`/auth` → `pages/auth.html`),
 *                                   when the build wrote one (README "First load")
 *   GET any other path              the shell's index.html (deep links; the shell shows its
 *                                   404 screen for unknown routes); a missing file-like path
 *                                   (`/x.js`) is a 404 instead
 *
 * /api and /files are never answered here; other writes get the JSON 404. Cache headers: see `cacheControlFor`.
 * The apps' files (HTML, scripts, styles, the config) go out compressed to browsers that
 * accept it: the shell's shared chunks are megabytes of text, a phone's first load. A missing
 * build is not fatal: a warning at boot, and the shell's paths answer 503 until it is built.
 */
@Module({})
export class WebAppsModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('WebApps');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Registered at bootstrap, after every controller, every module's own Express handlers
   * (onModuleInit) and Nest's /api not-found handler, so the catch-all only ever sees
   * requests nothing else answered.
   */
  onApplicationBootstrap(): void {
    const root = this.config.webDistDir;
    for (const app of ['shell', ...REMOTE_NAMES] as const) {
      if (!existsSync(appDistDir(root, app))) {
        this.logger.warn(`${appDistDir(root, app)} is missing: ${NOT_BUILT_MESSAGE}`);
      }
    }
    const adapter = this.adapterHost.httpAdapter as ExpressAdapter;
    const compress = compression();
    adapter.use('/config/remotes.json', (request: Request, response: Response, next: NextFunction) => {
      if (!isRead(request)) return next();
      compress(request, response, () => {
        response.setHeader('Cache-Control', NO_CACHE);
        response.json(remotesConfig());
      });
    });
    adapter.use('/remotes', (request: Request, response: Response, next: NextFunction) => {
      if (!isRead(request)) return next();
      compress(request, response, () => void serveRemoteFile(root, request, response).catch(next));
    });
    adapter.use((request: Request, response: Response, next: NextFunction) => {
      if (/^\/(api|files)(\/|$)/.test(request.path)) return next();
      if (!isRead(request) || NOT_THE_SHELLS.test(request.path)) {
        response.status(404).json(NOT_FOUND);
        return;
      }
      compress(request, response, () => void serveShell(root, request, response).catch(next));
    });
  }
}

function isRead(request: Request): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/** `/remotes/<name>/<path>` (request.path is relative to the /remotes mount). */
async function serveRemoteFile(root: string, request: Request, response: Response): Promise<void> {
  const [, name, ...rest] = request.path.split('/');
  const file = REMOTE_NAMES.includes(name as RemoteName)
    ? await resolveFile(appDistDir(root, name as RemoteName), rest.join('/'))
    : null;
  if (!file) {
    response.status(404).json(NOT_FOUND);
    return;
  }
  sendFile(response, file);
}

async function serveShell(root: string, request: Request, response: Response): Promise<void> {
  const dir = appDistDir(root, 'shell');
  const file = await resolveFile(dir, request.path);
  if (file) return sendFile(response, file);
  if (looksLikeAsset(request.path)) {
    response.status(404).json(NOT_FOUND);
    return;
  }
  const pagePath = prerenderedPagePath(request.path);
  const page = pagePath ? await resolveFile(dir, pagePath) : null;
  if (page) return sendFile(response, page);
  const index = await resolveFile(dir, 'index.html');
  if (!index) {
    response.status(503).type('text/plain').send(NOT_BUILT_MESSAGE);
    return;
  }
  // A deep link: every other path is the single-page app, which routes it (or shows its 404).
  sendFile(response, index);
}

function sendFile(response: Response, file: string): void {
  response.setHeader('Cache-Control', cacheControlFor(file));
  response.sendFile(file, { cacheControl: false, dotfiles: 'deny' }, (error) => {
    if (error && !response.headersSent) response.status(404).json(NOT_FOUND);
  });
}
