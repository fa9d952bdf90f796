// Boots the built api (backend/dist) on 127.0.0.1 and a free port, from the environment
// (DATA_DIR, DATABASE_URL, JWT_SECRET, LOG_LEVEL), and reports the port to the parent
// process. Unlike `node backend/dist/main.js`, it never listens beyond loopback.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { AppModule } = require('../../backend/dist/app.module.js');
const { configureApp } = require('../../backend/dist/bootstrap/configure-app.js');
const { loadAppConfig } = require('../../backend/dist/config/app-config.js');

const config = loadAppConfig();
const app = configureApp(await NestFactory.create(AppModule.forRoot(config), { bufferLogs: true }));
await app.listen(0, '127.0.0.1');
process.send({ port: app.getHttpServer().address().port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
