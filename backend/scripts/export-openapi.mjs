#!/usr/bin/env node
// Writes the api's OpenAPI document to the file named by the first argument (stdout without
// one). It boots the BUILT api (backend/dist: run `npm run build -w backend` first) on a
// throwaway SQLite database in a temp dir, never listens, and closes it again.
//
// Plain .mjs over the built code, because the backend has no TypeScript loader at run time
// (TypeScript 7 has no JS API, and SWC only builds src/); scripts/generate-api.mjs at the
// root builds the backend, runs this and then openapi-typescript.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { AppModule } = require('../dist/app.module.js');
const { configureApp, createOpenApiDocument } = require('../dist/bootstrap/configure-app.js');
const { loadAppConfig } = require('../dist/config/app-config.js');

const outFile = process.argv[2];
const dataDir = mkdtempSync(join(tmpdir(), 'atelier-openapi-'));
try {
  const config = loadAppConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'openapi.db')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // The web apps are not part of the document; point their module at an empty directory.
    WEB_DIST_DIR: dataDir,
  });
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: false, bufferLogs: true });
  configureApp(app);
  const json = `${JSON.stringify(createOpenApiDocument(app), null, 2)}\n`;
  await app.close();
  if (outFile) writeFileSync(outFile, json);
  else process.stdout.write(json);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
