import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter as BullBoardExpressAdapter } from '@bull-board/express';
import { Inject, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import type { Request, Response } from 'express';
import type { ErrorBody } from '../../common/http/http-exception.filter';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { bullmqConnection } from '../queue/bullmq-connection';
import { QUEUE_DEFINITIONS, queueNames } from '../queue/queue-definitions';
import { basicAuth } from './basic-auth';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

const NOT_FOUND: ErrorBody = { statusCode: 404, error: 'Not Found', message: 'Not found' };

/**
 * The operators' queue dashboard (Bull Board) at /admin/queues, outside the /api prefix and
 * straight on the Express instance, like FilesServingModule. Open only when ADMIN_USER and
 * ADMIN_PASSWORD are set and the queues live in Redis (REDIS_URL), behind basic auth (use it
 * over TLS: the proxy's job). Otherwise the whole path answers 404, as if it did not exist;
 * in single-machine mode /api/health still reports each queue's depth and failures.
 *
 * Mounted during module init, so it comes before the web apps' catch-all (registered at
 * bootstrap), which would otherwise answer these paths with the shell. The app's CSP applies:
 * the board's page works under it, only its Google Fonts link is blocked (system fonts, and
 * the page calls no third party).
 */
@Module({})
export class QueueDashboardModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('QueueDashboard');
  private queues: Queue[] = [];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter as ExpressAdapter;
    const credentials = this.config.adminCredentials;
    if (!credentials || !this.config.redisUrl) {
      if (!this.config.redisUrl && credentials) this.logger.warn(`${QUEUE_DASHBOARD_PATH} needs REDIS_URL: closed`);
      app.use(QUEUE_DASHBOARD_PATH, notFound);
      return;
    }
    app.use(QUEUE_DASHBOARD_PATH, basicAuth(credentials, 'Atelier queues'), this.board(), notFound);
    this.logger.log(`Queue dashboard at ${QUEUE_DASHBOARD_PATH} (basic auth as ${credentials.user})`);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
  }

  /** Bull Board's own Express app over one BullMQ Queue per defined queue, as the api's producers see them. */
  private board() {
    this.queues = queueNames(QUEUE_DEFINITIONS).map((name) => {
      const queue = new Queue(name, {
        connection: bullmqConnection(this.config, false),
        prefix: this.config.redisPrefix,
      });
      // Without a listener an 'error' event would crash the process; ioredis reconnects by itself.
      queue.on('error', (error) => this.logger.error(`Dashboard queue "${name}": ${error.message}`));
      return queue;
    });
    const serverAdapter = new BullBoardExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: this.queues.map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Atelier queues' } },
    });
    return serverAdapter.getRouter() as (request: Request, response: Response, next: () => void) => void;
  }
}

function notFound(_request: Request, response: Response): void {
  response.status(404).json(NOT_FOUND);
}
