import { type INestApplication, ValidationPipe } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

export const API_PREFIX = 'api';

/**
 * Everything about the HTTP app that is not a module: shared by main.ts and the tests, so
 * the tests exercise the same pipes, headers and documents as production.
 */
export function configureApp(app: INestApplication): INestApplication {
  app.useLogger(app.get(Logger));
  app.getHttpAdapter().getInstance().set('trust proxy', app.get<AppConfig>(APP_CONFIG).trustProxy);
  app.use(helmet());
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
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Atelier API')
      .setDescription('Personal shoppers, their clients, tasks, items, chat and invoices.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
  return app;
}
