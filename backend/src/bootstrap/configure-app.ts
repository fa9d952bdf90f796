import type { Server } from 'node:http';
import { type INestApplication, ValidationPipe } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, raw } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { answerClientErrorsAsJson } from '../common/http/client-error-responses';
import { refuseDeeplyNestedInput } from '../common/http/nesting-depth';
import { documentServiceUnavailable } from '../common/http/outages/service-unavailable-openapi';
import { HttpRequestDurations } from '../infra/metrics/http-request-durations';
import { CREATE_TASK_BODY_LIMIT } from '../modules/tasks/reference-images';
import { documentIdempotencyKeys } from '../common/idempotency/idempotency-openapi';
import { unsubscribeAlias } from '../modules/email/unsubscribe/unsubscribe-alias';
import { STRIPE_WEBHOOK_PATH } from '../modules/card-payments/payment-webhook.controller';

export const API_PREFIX = 'api';

/**
 * Helmet's default Content-Security-Policy, adjusted for the web apps served on this origin
 * (docs/architecture.md, "Web apps"): scripts only from this origin (the shell, the remotes' entries and
 * chunks are all same-origin files, no eval); inline styles, which antd's CSS-in-JS injects at
 * run time; images from this origin, data: and blob: (previews of files being uploaded) and
 * https: (an avatar may be an http(s) URL elsewhere); fetches to this origin only. Without
 * upgrade-insecure-requests, which would break the app when it is opened over plain http on
 * a LAN address (TLS is the proxy's business).
 */
const WEB_APP_CSP = {
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Everything about the HTTP app that is not a module: shared by main.ts and the tests, so
 * the tests exercise the same pipes, headers and documents as production.
 */
/** How long an idle kept-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

export function configureApp(app: INestApplication): INestApplication {
  app.useLogger(app.get(Logger));
  app.getHttpAdapter().getInstance().set('trust proxy', app.get<AppConfig>(APP_CONFIG).trustProxy);
  const securityHeaders = helmet({ contentSecurityPolicy: { directives: WEB_APP_CSP } });
  // First of all, so that every answer Express gives is timed: refusals too.
  app.use(app.get(HttpRequestDurations).record);
  app.use(securityHeaders);
  app.use(unsubscribeAlias);
  // JSON bodies stay small (1 MB) except on task creation, whose reference images arrive as
  // data URLs. That route's parser runs first; the global one then skips the parsed body.
  const createTaskJson = json({ limit: CREATE_TASK_BODY_LIMIT });
  app.getHttpAdapter().getInstance().post(`/${API_PREFIX}/tasks`, createTaskJson);
  // The provider signs the bytes it sent: its webhook gets them unparsed.
  app
    .getHttpAdapter()
    .getInstance()
    .post(`/${API_PREFIX}/${STRIPE_WEBHOOK_PATH}`, raw({ type: () => true, limit: '1mb' }));
  (app as NestExpressApplication).useBodyParser('json', { limit: '1mb' });
  // Nest's default form parser, registered here so that the depth check runs after it.
  (app as NestExpressApplication).useBodyParser('urlencoded', { extended: true });
  app.use(refuseDeeplyNestedInput);
  answerClientErrorsAsJson(app.getHttpServer());
  // Browsers, load balancers (60 s idle on most) and test clients send a request on a kept-alive
  // connection as long as they hold it: a server that closed it sooner (Node's 5 s) resets the
  // request that crossed the close. So the server outlasts them, and its header timeout it.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      transform: true,
      // One message per failing field keeps answers readable and matches the spec's wording.
      stopAtFirstError: true,
    }),
  );
  app.enableShutdownHooks();
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, createOpenApiDocument(app), {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
  });
  return app;
}

/**
 * The OpenAPI document of every controller (after `configureApp`, so paths carry the /api
 * prefix). Also written to frontends/common/src/api/openapi.json by scripts/generate-api.mjs.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  return documentServiceUnavailable(
    documentIdempotencyKeys(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle('Atelier API')
          .setDescription('Personal shoppers, their clients, tasks, items, chat and invoices.')
          .setVersion('1')
          .addBearerAuth()
          .build(),
      ),
    ),
  );
}
