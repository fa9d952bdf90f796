import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { configureApp } from './bootstrap/configure-app';
import { ConfigError, loadAppConfig } from './config/app-config';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadAppConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = configureApp(await NestFactory.create(AppModule.forRoot(config), { bufferLogs: true }));
  await app.listen(config.port);
}

void bootstrap();
