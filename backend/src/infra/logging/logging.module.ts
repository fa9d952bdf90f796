import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config';
import { logDestination } from './log-destination';

const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Structured logs (JSON lines, or readable ones at a terminal). Every request gets an id (the caller's X-Request-Id when sane, else a
 * new one) that is echoed back and attached to every line logged while serving it.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: [
            {
              level: config.logLevel,
              genReqId: (req: IncomingMessage, res: ServerResponse) => {
                const incoming = req.headers[REQUEST_ID_HEADER];
                const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
                res.setHeader(REQUEST_ID_HEADER, id);
                return id;
              },
              redact: ['req.headers.authorization', 'req.headers.cookie'],
              // Health checks poll every few seconds: /api/health, /api/health/live, /api/health/ready.
              autoLogging: { ignore: (req: IncomingMessage) => /^\/api\/health(\/(live|ready))?$/.test(req.url ?? '') },
            },
            logDestination(config),
          ],
        }),
      ],
    };
  }
}
