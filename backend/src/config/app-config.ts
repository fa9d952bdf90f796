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
const toNumber = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
/** Compose files pass `VAR: ${VAR:-}`: an empty value means unset. */
const emptyAsUnset = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** The environment contract (README.md, "Environment"); every variable is checked before anything starts. */
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

  // Files: a bucket of an S3-compatible store with S3_BUCKET, DATA_DIR without.
  @IsOptional()
  @Transform(emptyAsUnset)
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
  })
  S3_BUCKET?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @Matches(/^https?:\/\/[^/?#\s]+\/?$/, {
    message: 'S3_ENDPOINT must be an http(s) origin: http://127.0.0.1:9000, https://<account>.r2.cloudflarestorage.com',
  })
  S3_ENDPOINT?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @Matches(/^[a-z0-9-]+$/, { message: 'S3_REGION must be a region name: us-east-1, eu-west-3, auto (R2)' })
  S3_REGION?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @IsIn(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
  S3_FORCE_PATH_STYLE?: string;

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
  @Transform(toNumber)
  @IsInt()
  @Min(100)
  @Max(120_000)
  ENRICH_TIMEOUT_MS?: number;

  @IsOptional()
  @Transform(emptyAsUnset)
  @IsIn(['extractive'], { message: 'SUMMARY_GENERATOR must be extractive (the only generator so far)' })
  SUMMARY_GENERATOR?: string;

  @IsOptional()
  @Matches(/^(\d+|true|false|loopback|linklocal|uniquelocal|[\d.:/a-f, ]+)$/i, {
    message: 'TRUST_PROXY must be a hop count, true/false, loopback, uniquelocal or a list of addresses',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @IsIn(['json', 'pretty'], { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT?: 'json' | 'pretty';

  @IsOptional()
  @IsString()
  @MinLength(1)
  WEB_DIST_DIR?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @IsString()
  ADMIN_USER?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @IsString()
  @MinLength(12, { message: 'ADMIN_PASSWORD must be at least 12 characters' })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @Transform(toNumber)
  @IsInt()
  @Min(1_000)
  @Max(600_000)
  QUEUE_LOCK_DURATION_MS?: number;

  @IsOptional()
  @Transform(toNumber)
  @IsInt()
  @Min(0)
  @Max(600_000)
  JOB_TEST_DELAY_MS?: number;

  @IsOptional()
  @Transform(emptyAsUnset)
  @Matches(/^smtps?:\/\/[^/?#]+(\/?\??.*)?$/, {
    message: 'SMTP_URL must be smtp://user:pass@host:587 or smtps://user:pass@host:465',
  })
  SMTP_URL?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @Matches(/^([^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
    message: 'MAIL_FROM must be an address, or a name and an address: Atelier <no-reply@example.com>',
  })
  MAIL_FROM?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @Matches(/^https?:\/\/[^/?#\s]+$/, {
    message: 'APP_URL must be an origin without a path: https://atelier.example.com',
  })
  APP_URL?: string;

  @IsOptional()
  @Transform(toNumber)
  @IsInt()
  @Min(0)
  @Max(7 * 24 * 3_600_000)
  EMAIL_DIGEST_DELAY_MS?: number;

  @IsOptional()
  @Transform(emptyAsUnset)
  @Matches(/^[\x21-\x7e]{16,}$/, {
    message: 'METRICS_TOKEN must be at least 16 printable ASCII characters without spaces: openssl rand -hex 32',
  })
  METRICS_TOKEN?: string;

  @IsOptional()
  @Transform(toNumber)
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT?: number;

  @IsOptional()
  @Transform(emptyAsUnset)
  @Matches(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key: sk_live_…, sk_test_…',
  })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @Matches(/^whsec_[A-Za-z0-9]+$/, {
    message: 'STRIPE_WEBHOOK_SECRET must be the signing secret of the webhook endpoint: whsec_…',
  })
  STRIPE_WEBHOOK_SECRET?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @Matches(/^https?:\/\/[^/?#\s]+\/?$/, {
    message: 'STRIPE_API_URL must be an http(s) origin of a Stripe-compatible server: http://127.0.0.1:12111',
  })
  STRIPE_API_URL?: string;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  /** The bucket every stored file goes to; null: files under DATA_DIR. */
  s3: S3Config | null;
  databaseUrl: string;
  redisUrl: string | null;
  redisPrefix: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  puppeteerExecutablePath: string | null;
  enrichAllowPrivateHosts: boolean;
  /** Link import: the limit to open a connection, and again to receive a page or image once connected. */
  enrichTimeoutMs: number;
  /** Which generator writes an imported item's summary (a language model could be added later). */
  summaryGenerator: 'extractive';
  logLevel: string;
  /** JSON lines for log collectors; readable lines for a person at a terminal. */
  logFormat: 'json' | 'pretty';
  /** Express "trust proxy": which proxies may set X-Forwarded-For (client IPs for rate limits and audit). */
  trustProxy: boolean | number | string;
  /** Where the built web apps are: `<webDistDir>/shell/dist`, `<webDistDir>/<remote>/dist`. */
  webDistDir: string;
  /** Basic-auth credentials of the queue dashboard (/admin/queues); null keeps it closed (404). */
  adminCredentials: { user: string; password: string } | null;
  /**
   * How long a BullMQ worker's lock on a running job lasts without renewal (renewed at half
   * of it), and how often workers look for jobs whose lock expired (a dead worker's): such a
   * job goes back to waiting and runs again.
   */
  queueLockDurationMs: number;
  /**
   * Test only (refused in production): every job waits this long before its processor runs
   * and again after, holding its lock, so a test can kill a worker in the middle of a job.
   */
  jobTestDelayMs: number;
  mail: MailConfig;
  metrics: MetricsConfig;
  /** The platform's Stripe keys; null: no card payments (clients pay by the shopper's link, she records it). */
  stripe: StripeConfig | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe-compatible server (tests); null: Stripe itself. */
  apiUrl: URL | null;
}

export interface MailConfig {
  /** SMTP server (STARTTLS when offered; smtps:// for TLS from the start); null: the .eml outbox. */
  smtpUrl: string | null;
  /** The From header of every email. */
  from: string;
  /** Public origin every link in an email starts with. */
  appUrl: string;
  /** How long after the first unread event a digest waits, so a burst of events makes one email. */
  digestDelayMs: number;
}

export interface MetricsConfig {
  /** The bearer token a scrape must carry; null: no metrics are served (GET /metrics is a 404). */
  token: string | null;
  /** The port a worker serves /metrics on (0: any free port); null: the worker serves none. */
  port: number | null;
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), from the S3_* variables. */
export interface S3Config {
  bucket: string;
  /** MinIO's or R2's URL; null: AWS S3 itself, found by region. */
  endpoint: string | null;
  region: string;
  /** null: the SDK's default credential chain (AWS_* variables, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (MinIO needs it). */
  forcePathStyle: boolean;
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
  const lines = [
    ...errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`),
    ...dependentProblems(parsed),
  ];
  if (lines.length > 0) throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  const nodeEnv = (parsed.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  const dataDir = resolve(parsed.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = parsed.JWT_SECRET ?? persistedJwtSecret(dataDir, nodeEnv !== 'production');
  return {
    nodeEnv,
    port: parsed.PORT ?? 3000,
    dataDir,
    s3: s3ConfigOf(parsed),
    databaseUrl: parsed.DATABASE_URL ?? `sqlite:${join(dataDir, 'atelier.db')}`,
    redisUrl: parsed.REDIS_URL ?? null,
    redisPrefix: parsed.REDIS_PREFIX ?? 'atelier',
    jwtSecret,
    jwtExpiresIn: parsed.JWT_EXPIRES_IN ?? '7d',
    puppeteerExecutablePath:
      parsed.PUPPETEER_EXECUTABLE_PATH ?? CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null,
    enrichAllowPrivateHosts: parsed.ENRICH_ALLOW_PRIVATE_HOSTS ?? false,
    enrichTimeoutMs: parsed.ENRICH_TIMEOUT_MS ?? 10_000,
    summaryGenerator: (parsed.SUMMARY_GENERATOR ?? 'extractive') as AppConfig['summaryGenerator'],
    logLevel: parsed.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: parsed.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    webDistDir: resolve(parsed.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    adminCredentials:
      parsed.ADMIN_USER !== undefined && parsed.ADMIN_PASSWORD !== undefined
        ? { user: parsed.ADMIN_USER, password: parsed.ADMIN_PASSWORD }
        : null,
    queueLockDurationMs: parsed.QUEUE_LOCK_DURATION_MS ?? 30_000,
    jobTestDelayMs: parsed.JOB_TEST_DELAY_MS ?? 0,
    mail: {
      smtpUrl: parsed.SMTP_URL ?? null,
      from: parsed.MAIL_FROM ?? 'Atelier <no-reply@localhost>',
      appUrl: parsed.APP_URL ?? `http://localhost:${parsed.PORT ?? 3000}`,
      digestDelayMs: parsed.EMAIL_DIGEST_DELAY_MS ?? 600_000,
    },
    metrics: { token: parsed.METRICS_TOKEN ?? null, port: parsed.METRICS_PORT ?? null },
    stripe:
      parsed.STRIPE_SECRET_KEY !== undefined && parsed.STRIPE_WEBHOOK_SECRET !== undefined
        ? {
            secretKey: parsed.STRIPE_SECRET_KEY,
            webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
            apiUrl: parsed.STRIPE_API_URL === undefined ? null : new URL(parsed.STRIPE_API_URL),
          }
        : null,
  };
}

/**
 * Rules between variables: the dashboard needs both credentials; the test delay no production;
 * a worker's metrics port a token.
 */
function dependentProblems(parsed: EnvironmentVariables): string[] {
  const problems: string[] = [];
  if ((parsed.ADMIN_USER === undefined) !== (parsed.ADMIN_PASSWORD === undefined)) {
    const missing = parsed.ADMIN_USER === undefined ? 'ADMIN_USER' : 'ADMIN_PASSWORD';
    problems.push(`${missing}: required with ${missing === 'ADMIN_USER' ? 'ADMIN_PASSWORD' : 'ADMIN_USER'}`);
  }
  if (parsed.NODE_ENV === 'production' && (parsed.JOB_TEST_DELAY_MS ?? 0) > 0) {
    problems.push('JOB_TEST_DELAY_MS: test only, refused when NODE_ENV=production');
  }
  problems.push(...s3Problems(parsed));
  problems.push(...stripeProblems(parsed));
  if (parsed.METRICS_PORT !== undefined && parsed.METRICS_TOKEN === undefined) {
    problems.push('METRICS_PORT: requires METRICS_TOKEN (a worker serves metrics only to scrapes that carry it)');
  }
  return problems;
}

function s3ConfigOf(parsed: EnvironmentVariables): S3Config | null {
  if (parsed.S3_BUCKET === undefined) return null;
  const endpoint = parsed.S3_ENDPOINT?.replace(/\/$/, '') ?? null;
  return {
    bucket: parsed.S3_BUCKET,
    endpoint,
    region: parsed.S3_REGION ?? 'us-east-1',
    credentials:
      parsed.S3_ACCESS_KEY_ID !== undefined && parsed.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle:
      parsed.S3_FORCE_PATH_STYLE === undefined ? endpoint !== null : parsed.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** The S3_* settings mean nothing without S3_BUCKET; the key pair comes whole or not at all. */
function s3Problems(parsed: EnvironmentVariables): string[] {
  const problems: string[] = [];
  const settings = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ] as const;
  const setWithoutBucket = settings.filter((name) => parsed[name] !== undefined);
  if (parsed.S3_BUCKET === undefined && setWithoutBucket.length > 0) {
    problems.push(`S3_BUCKET: required with ${setWithoutBucket.join(', ')} (unset, files stay in DATA_DIR)`);
  }
  if ((parsed.S3_ACCESS_KEY_ID === undefined) !== (parsed.S3_SECRET_ACCESS_KEY === undefined)) {
    const [missing, given] =
      parsed.S3_ACCESS_KEY_ID === undefined
        ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
        : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    problems.push(`${missing}: required with ${given}`);
  }
  return problems;
}

/** Card payments need both keys: without the webhook's secret no payment could be confirmed. */
function stripeProblems(parsed: EnvironmentVariables): string[] {
  const problems: string[] = [];
  if ((parsed.STRIPE_SECRET_KEY === undefined) !== (parsed.STRIPE_WEBHOOK_SECRET === undefined)) {
    const [missing, given] =
      parsed.STRIPE_SECRET_KEY === undefined
        ? ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']
        : ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'];
    problems.push(`${missing}: required with ${given}`);
  }
  if (parsed.STRIPE_API_URL !== undefined && parsed.STRIPE_SECRET_KEY === undefined) {
    problems.push('STRIPE_SECRET_KEY: required with STRIPE_API_URL (unset, there are no card payments)');
  }
  return problems;
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
