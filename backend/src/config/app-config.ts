import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value;

/** The environment contract of DESIGN.md; every variable is checked before anything starts. */
export class EnvironmentVariables {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: string;

  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @Matches(/^(mysql:\/\/.+|sqlite:.+)$/, {
    message: 'DATABASE_URL must be mysql://user:pass@host:3306/db or sqlite:<path>',
  })
  DATABASE_URL?: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9:_-]+$/, { message: 'REDIS_PREFIX may hold letters, digits, ":", "_" and "-"' })
  REDIS_PREFIX?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  DATA_DIR?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @IsOptional()
  @Matches(/^\d+[smhd]$/, { message: 'JWT_EXPIRES_IN must look like 15m, 12h or 7d' })
  JWT_EXPIRES_IN?: string;

  @IsOptional()
  @IsString()
  PUPPETEER_EXECUTABLE_PATH?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  ENRICH_ALLOW_PRIVATE_HOSTS?: boolean;

  @IsOptional()
  @Matches(/^(\d+|true|false|loopback|linklocal|uniquelocal|[\d.:/a-f, ]+)$/i, {
    message: 'TRUST_PROXY must be a hop count, true/false, loopback, uniquelocal or a list of addresses',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  WEB_DIST_DIR?: string;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string | null;
  redisPrefix: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  puppeteerExecutablePath: string | null;
  enrichAllowPrivateHosts: boolean;
  logLevel: string;
  /** Express "trust proxy": which proxies may set X-Forwarded-For (client IPs for rate limits and audit). */
  trustProxy: boolean | number | string;
  /** Where the built web apps are: `<webDistDir>/shell/dist`, `<webDistDir>/<remote>/dist`. */
  webDistDir: string;
}

export class ConfigError extends Error {}

/** `<repo>/frontends`, from both src/config and dist/config. */
const DEFAULT_WEB_DIST_DIR = join(__dirname, '..', '..', '..', 'frontends');

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Validates the environment and derives the defaults. Throws a ConfigError naming every bad
 * variable; the entrypoints print it and exit.
 */
export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = plainToInstance(EnvironmentVariables, { ...env }, { enableImplicitConversion: false });
  const errors = validateSync(parsed, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const nodeEnv = (parsed.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  const dataDir = resolve(parsed.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = parsed.JWT_SECRET ?? persistedJwtSecret(dataDir, nodeEnv !== 'production');
  return {
    nodeEnv,
    port: parsed.PORT ?? 3000,
    dataDir,
    databaseUrl: parsed.DATABASE_URL ?? `sqlite:${join(dataDir, 'atelier.db')}`,
    redisUrl: parsed.REDIS_URL ?? null,
    redisPrefix: parsed.REDIS_PREFIX ?? 'atelier',
    jwtSecret,
    jwtExpiresIn: parsed.JWT_EXPIRES_IN ?? '7d',
    puppeteerExecutablePath:
      parsed.PUPPETEER_EXECUTABLE_PATH ?? CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null,
    enrichAllowPrivateHosts: parsed.ENRICH_ALLOW_PRIVATE_HOSTS ?? false,
    logLevel: parsed.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    webDistDir: resolve(parsed.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Without JWT_SECRET a secret is generated once into DATA_DIR, so tokens survive restarts
 * on a single machine; several api processes must share JWT_SECRET (or DATA_DIR).
 */
function persistedJwtSecret(dataDir: string, mayGenerate: boolean): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (!mayGenerate) {
    throw new ConfigError(`Invalid environment:\n  JWT_SECRET: required in production unless ${file} exists`);
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
