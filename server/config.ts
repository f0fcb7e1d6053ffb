/**
 * The server's configuration, read once from the environment and validated (DESIGN.md section 1).
 * `loadConfig` is pure so tests can build configurations; a bad value throws a ConfigError whose
 * message names every faulty variable, and main.ts prints it and stops.
 */
import { validationEnglish } from '../src/api/contract/validation-ids';
import path from 'node:path';
import * as v from 'valibot';
import { email } from '../src/api/contract/fields';
import { guessablePasswordProblem } from './auth/guessable-password';
import { passwordRuleProblem } from './auth/password-rules';
import { SUPER_ADMIN_NAME } from './db/super-admin-name';
import { DEFAULT_TRASH_DAYS } from '../areas/trash/trash-contract';

export type Config = {
  host: string;
  port: number;
  /** Absolute; the embedded database lives in `dataDir/db`. */
  dataDir: string;
  /** Any PostgreSQL instead of the embedded one. */
  databaseUrl: string | undefined;
  appName: string;
  adminEmail: string;
  adminPassword: string | undefined;
  sessionTtlHours: number;
  /** A session unused this long ends (ASVS 5.0 V7.3.1), however long its absolute lifetime. */
  sessionIdleMinutes: number;
  loginMaxAttempts: number;
  /** Failures from one address after which it may no longer retry the accounts it failed on. */
  loginAddressMaxAttempts: number;
  loginWindowMinutes: number;
  /** Absolute; the built SPA. */
  staticDir: string;
  /** When true the client address is taken from X-Forwarded-For. */
  trustProxy: boolean;
  /** SMTP server for real mail; unset: mail goes to the outbox folder (DATA_DIR/outbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address people reach the product at, for links in e-mails; unset: http://HOST:PORT. */
  publicUrl: string | undefined;
  /** Where images and videos live: DATA_DIR/objects, or an S3 (compatible) bucket. */
  storage: 'local' | 's3';
  /** Set exactly when storage is s3. */
  s3: S3Config | undefined;
  /** How long a presigned part or video address stays valid. */
  uploadUrlTtlSeconds: number;
  /** The largest video (and so the largest part) an upload may send. */
  uploadMaxBytes: number;
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before they are cut. */
  shutdownGraceSeconds: number;
  /** On SIGTERM/SIGINT, how long /api/v1/ready answers 503 before the listener closes (a balancer's notice). */
  shutdownDelaySeconds: number;
  /** Bounds on every database call, so a frozen or lost PostgreSQL gives 503s, never hangs. */
  database: DatabaseLimits;
  /** The least severe log line written (pino's levels). */
  logLevel: LogLevel;
  /** A bearer token that opens /metrics on the main port; unset: only the metrics listener serves them. */
  metricsToken: string | undefined;
  /** The port of the metrics listener (0: a free one); undefined: no listener (METRICS_PORT=off). */
  metricsPort: number | undefined;
  /** The address the metrics listener binds to. */
  metricsHost: string;
  /** When false the server never migrates: it refuses to start on a database behind its code. */
  migrateOnStart: boolean;
  /** How often a queued mail is tried again after its first attempt failed (0: never). */
  mailRetryLimit: number;
  /** The first retry's delay; each further one doubles it (with jitter). */
  mailRetryDelaySeconds: number;
  /** Days a deleted record stays in the trash before the purge job removes it for good (issue #33 item 2). */
  trashDays: number;
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseLimits = {
  /** Opening a connection (and waiting for a free one in the pool). */
  connectTimeoutSeconds: number;
  /** PostgreSQL's statement_timeout, and the client's own wait for an answer (a frozen server never answers). */
  statementTimeoutSeconds: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction left open frees its locks. */
  idleInTransactionTimeoutSeconds: number;
  /** At start, how long an unreachable or silent database is retried before the server gives up. */
  startTimeoutSeconds: number;
};

export type S3Config = {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, R2…); unset: AWS S3 of the region. */
  endpoint: string | undefined;
  /** Both or neither; neither: the SDK's own credential chain (environment, profile, role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean;
};

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const wholeNumber = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number between ${min} and ${max}`),
    v.transform(Number),
    v.number(),
    v.minValue(min, `${name} must be a whole number between ${min} and ${max}`),
    v.maxValue(max, `${name} must be a whole number between ${min} and ${max}`),
  );

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

const yesOrNo = (name: string) =>
  v.pipe(
    v.string(),
    v.toLowerCase(),
    v.picklist([...TRUE_WORDS, ...FALSE_WORDS], `${name} must be true or false`),
    v.transform((word) => TRUE_WORDS.includes(word)),
  );

const MIB = 1024 * 1024;
/** S3's own bounds: one part is at least 5 MiB, an object at most 5 TiB. */
const UPLOAD_MAX_BYTES_RANGE = { min: 5 * MIB, max: 5 * 1024 * 1024 * MIB };

/** One schema per variable, so each failure is reported under its own name. */
const variables = {
  HOST: v.pipe(v.string(), v.regex(/^[A-Za-z0-9.:[\]-]+$/, 'HOST must be an IP address or a host name')),
  PORT: wholeNumber('PORT', 0, 65_535),
  DATA_DIR: v.string(),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(isPostgresUrl, 'DATABASE_URL must be a postgres:// or postgresql:// address'),
    ),
  ),
  APP_NAME: v.pipe(v.string(), v.maxLength(60, 'APP_NAME must be at most 60 characters')),
  ADMIN_EMAIL: email(),
  ADMIN_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? passwordRuleProblem(dataset.value) : undefined;
        if (problem) addIssue({ message: `ADMIN_PASSWORD is too weak: ${validationEnglish(problem)}` });
      }),
    ),
  ),
  SESSION_TTL_HOURS: wholeNumber('SESSION_TTL_HOURS', 1, 8_760),
  SESSION_IDLE_MINUTES: wholeNumber('SESSION_IDLE_MINUTES', 5, 525_600),
  LOGIN_MAX_ATTEMPTS: wholeNumber('LOGIN_MAX_ATTEMPTS', 1, 1_000),
  LOGIN_ADDRESS_MAX_ATTEMPTS: wholeNumber('LOGIN_ADDRESS_MAX_ATTEMPTS', 1, 1_000_000),
  LOGIN_WINDOW_MINUTES: wholeNumber('LOGIN_WINDOW_MINUTES', 1, 1_440),
  STATIC_DIR: v.string(),
  TRUST_PROXY: yesOrNo('TRUST_PROXY'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.check(isSmtpUrl, 'SMTP_URL must be an smtp:// or smtps:// address')),
  ),
  MAIL_FROM: email('MAIL_FROM must be an e-mail address'),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(isHttpUrl, 'PUBLIC_URL must be an http:// or https:// address'),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
  ),
  STORAGE: v.pipe(v.string(), v.toLowerCase(), v.picklist(['local', 's3'], 'STORAGE must be local or s3')),
  S3_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 letters, digits, dots, hyphens or underscores')),
  ),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,40}$/, 'S3_REGION must be a region name such as eu-west-1 (or auto for R2)'))),
  S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.check(isHttpUrl, 'S3_ENDPOINT must be an http:// or https:// address'),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
  ),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_FORCE_PATH_STYLE: yesOrNo('S3_FORCE_PATH_STYLE'),
  UPLOAD_URL_TTL_SECONDS: wholeNumber('UPLOAD_URL_TTL_SECONDS', 60, 7 * 24 * 3600),
  UPLOAD_MAX_BYTES: wholeNumber('UPLOAD_MAX_BYTES', UPLOAD_MAX_BYTES_RANGE.min, UPLOAD_MAX_BYTES_RANGE.max),
  SHUTDOWN_GRACE_SECONDS: wholeNumber('SHUTDOWN_GRACE_SECONDS', 0, 600),
  SHUTDOWN_DELAY_SECONDS: wholeNumber('SHUTDOWN_DELAY_SECONDS', 0, 300),
  DATABASE_CONNECT_TIMEOUT_SECONDS: wholeNumber('DATABASE_CONNECT_TIMEOUT_SECONDS', 1, 120),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: wholeNumber('DATABASE_STATEMENT_TIMEOUT_SECONDS', 1, 3_600),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: wholeNumber('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS', 1, 3_600),
  DATABASE_START_TIMEOUT_SECONDS: wholeNumber('DATABASE_START_TIMEOUT_SECONDS', 0, 3_600),
  LOG_LEVEL: v.pipe(v.string(), v.toLowerCase(), v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)),
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.regex(/^[\x21-\x7e]{24,256}$/, 'METRICS_TOKEN must be 24 to 256 printable characters without spaces')),
  ),
  METRICS_PORT: v.union(
    [v.pipe(v.string(), v.toLowerCase(), v.literal('off'), v.transform(() => undefined)), wholeNumber('METRICS_PORT', 0, 65_535)],
    'METRICS_PORT must be a whole number between 0 and 65535, or off',
  ),
  METRICS_HOST: v.pipe(v.string(), v.regex(/^[A-Za-z0-9.:[\]-]+$/, 'METRICS_HOST must be an IP address or a host name')),
  MIGRATE_ON_START: yesOrNo('MIGRATE_ON_START'),
  MAIL_RETRY_LIMIT: wholeNumber('MAIL_RETRY_LIMIT', 0, 20),
  TRASH_DAYS: wholeNumber('TRASH_DAYS', 1, 3650),
  MAIL_RETRY_DELAY_SECONDS: wholeNumber('MAIL_RETRY_DELAY_SECONDS', 1, 3_600),
} as const;

type Name = keyof typeof variables;

const defaults: Partial<Record<Name, string>> = {
  HOST: '127.0.0.1',
  PORT: '8080',
  DATA_DIR: './data',
  APP_NAME: 'Mise',
  ADMIN_EMAIL: 'admin@mise.local',
  SESSION_TTL_HOURS: '12',
  SESSION_IDLE_MINUTES: '60',
  LOGIN_MAX_ATTEMPTS: '10',
  LOGIN_ADDRESS_MAX_ATTEMPTS: '100',
  LOGIN_WINDOW_MINUTES: '15',
  STATIC_DIR: './dist',
  TRUST_PROXY: 'false',
  MAIL_FROM: 'no-reply@mise.local',
  STORAGE: 'local',
  S3_FORCE_PATH_STYLE: 'false',
  UPLOAD_URL_TTL_SECONDS: '3600',
  UPLOAD_MAX_BYTES: String(10 * 1024 * MIB),
  SHUTDOWN_GRACE_SECONDS: '10',
  SHUTDOWN_DELAY_SECONDS: '0',
  DATABASE_CONNECT_TIMEOUT_SECONDS: '5',
  DATABASE_STATEMENT_TIMEOUT_SECONDS: '15',
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: '60',
  DATABASE_START_TIMEOUT_SECONDS: '60',
  LOG_LEVEL: 'info',
  METRICS_PORT: '9464',
  METRICS_HOST: '127.0.0.1',
  MIGRATE_ON_START: 'true',
  MAIL_RETRY_LIMIT: '10',
  TRASH_DAYS: String(DEFAULT_TRASH_DAYS),
  MAIL_RETRY_DELAY_SECONDS: '15',
};

/** Variables whose value must never be echoed back in an error message. */
const SECRET: ReadonlySet<Name> = new Set(['ADMIN_PASSWORD', 'DATABASE_URL', 'SMTP_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'METRICS_TOKEN']);

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

function isSmtpUrl(value: string): boolean {
  return hasProtocol(value, ['smtp:', 'smtps:']);
}

function isHttpUrl(value: string): boolean {
  return hasProtocol(value, ['http:', 'https:']);
}

/** ADMIN_PASSWORD against the common passwords, the first admin's e-mail and name and APP_NAME (issue #32 item 4). */
function adminPasswordProblems(value: <T>(name: Name) => T): string[] {
  const password = value<string | undefined>('ADMIN_PASSWORD');
  if (password === undefined || passwordRuleProblem(password)) return [];
  const problem = guessablePasswordProblem(password, { email: value<string | undefined>('ADMIN_EMAIL'), ...SUPER_ADMIN_NAME }, value<string | undefined>('APP_NAME') ?? '');
  return problem ? [`ADMIN_PASSWORD is too weak: ${validationEnglish(problem)}`] : [];
}

export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const values: Partial<Record<Name, unknown>> = {};
  const problems: string[] = [];
  for (const name of Object.keys(variables) as Name[]) {
    // An empty or blank value (`PORT=` in a shell) means "not set".
    const raw = env[name]?.trim() ? env[name]!.trim() : defaults[name];
    const result = v.safeParse(variables[name], raw);
    if (result.success) {
      values[name] = result.output;
    } else {
      // The contract's rules speak ids; a person reads the spec's English.
      const message = validationEnglish(result.issues[0].message);
      const named = message.startsWith(name) ? message : `${name}: ${message}`;
      problems.push(SECRET.has(name) || raw === undefined ? named : `${named} (got "${raw}")`);
    }
  }
  const value = <T>(name: Name) => values[name] as T;
  problems.push(...s3Problems(env, value));
  problems.push(...adminPasswordProblems(value));
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return {
    host: value('HOST'),
    port: value('PORT'),
    dataDir: path.resolve(cwd, value<string>('DATA_DIR')),
    databaseUrl: value('DATABASE_URL'),
    appName: value('APP_NAME'),
    adminEmail: value('ADMIN_EMAIL'),
    adminPassword: value('ADMIN_PASSWORD'),
    sessionTtlHours: value('SESSION_TTL_HOURS'),
    sessionIdleMinutes: value('SESSION_IDLE_MINUTES'),
    loginMaxAttempts: value('LOGIN_MAX_ATTEMPTS'),
    loginAddressMaxAttempts: value('LOGIN_ADDRESS_MAX_ATTEMPTS'),
    loginWindowMinutes: value('LOGIN_WINDOW_MINUTES'),
    staticDir: path.resolve(cwd, value<string>('STATIC_DIR')),
    trustProxy: value('TRUST_PROXY'),
    smtpUrl: value('SMTP_URL'),
    mailFrom: value('MAIL_FROM'),
    publicUrl: value('PUBLIC_URL'),
    storage: value('STORAGE'),
    s3:
      value('STORAGE') === 's3'
        ? {
            bucket: value('S3_BUCKET'),
            region: value('S3_REGION'),
            endpoint: value('S3_ENDPOINT'),
            accessKeyId: value('S3_ACCESS_KEY_ID'),
            secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
            forcePathStyle: value('S3_FORCE_PATH_STYLE'),
          }
        : undefined,
    uploadUrlTtlSeconds: value('UPLOAD_URL_TTL_SECONDS'),
    uploadMaxBytes: value('UPLOAD_MAX_BYTES'),
    shutdownGraceSeconds: value('SHUTDOWN_GRACE_SECONDS'),
    shutdownDelaySeconds: value('SHUTDOWN_DELAY_SECONDS'),
    database: {
      connectTimeoutSeconds: value('DATABASE_CONNECT_TIMEOUT_SECONDS'),
      statementTimeoutSeconds: value('DATABASE_STATEMENT_TIMEOUT_SECONDS'),
      idleInTransactionTimeoutSeconds: value('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS'),
      startTimeoutSeconds: value('DATABASE_START_TIMEOUT_SECONDS'),
    },
    logLevel: value('LOG_LEVEL'),
    metricsToken: value('METRICS_TOKEN'),
    metricsPort: value('METRICS_PORT'),
    metricsHost: value('METRICS_HOST'),
    migrateOnStart: value('MIGRATE_ON_START'),
    mailRetryLimit: value('MAIL_RETRY_LIMIT'),
    mailRetryDelaySeconds: value('MAIL_RETRY_DELAY_SECONDS'),
    trashDays: value('TRASH_DAYS'),
  };
}

/** What STORAGE=s3 needs beyond each variable's own check (the values never echoed). */
function s3Problems(env: Env, value: <T>(name: Name) => T): string[] {
  if (value('STORAGE') !== 's3') return [];
  const isSet = (name: Name) => Boolean(env[name]?.trim());
  const problems: string[] = [];
  if (!isSet('S3_BUCKET')) problems.push('S3_BUCKET is required when STORAGE=s3');
  if (!isSet('S3_REGION')) problems.push('S3_REGION is required when STORAGE=s3 (auto for R2, any region name for MinIO)');
  if (isSet('S3_ACCESS_KEY_ID') !== isSet('S3_SECRET_ACCESS_KEY')) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK credential chain');
  }
  return problems;
}
