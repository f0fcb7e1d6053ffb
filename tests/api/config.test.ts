/**
 * Configuration (DESIGN.md section 1): defaults for a first start with nothing set, and a bad
 * value refused with a message naming the variable (and never echoing a secret).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env, '/srv/mise');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('configuration', () => {
  it('has defaults that serve on loopback port 8080 with embedded data in ./data', () => {
    expect(loadConfig({}, '/srv/mise')).toEqual({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('/srv/mise/data'),
      databaseUrl: undefined,
      appName: 'Mise',
      adminEmail: 'admin@mise.local',
      adminPassword: undefined,
      sessionTtlHours: 12,
      sessionIdleMinutes: 60,
      loginMaxAttempts: 10,
      loginAddressMaxAttempts: 100,
      loginWindowMinutes: 15,
      staticDir: path.resolve('/srv/mise/dist'),
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: 'no-reply@mise.local',
      publicUrl: undefined,
      storage: 'local',
      s3: undefined,
      uploadUrlTtlSeconds: 3600,
      uploadMaxBytes: 10 * 1024 ** 3,
      shutdownGraceSeconds: 10,
      shutdownDelaySeconds: 0,
      database: { connectTimeoutSeconds: 5, statementTimeoutSeconds: 15, idleInTransactionTimeoutSeconds: 60, startTimeoutSeconds: 60 },
      logLevel: 'info',
      metricsToken: undefined,
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
      migrateOnStart: true,
      mailRetryLimit: 10,
      trashDays: 30,
      mailRetryDelaySeconds: 15,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        HOST: '0.0.0.0',
        PORT: '3000',
        DATA_DIR: '/var/lib/mise',
        DATABASE_URL: 'postgresql://mise:secret@db.internal:5432/mise',
        APP_NAME: 'Chez Léa',
        ADMIN_EMAIL: 'Owner@Example.com',
        ADMIN_PASSWORD: 'Stronger#Cumin1',
        SESSION_TTL_HOURS: '8',
        SESSION_IDLE_MINUTES: '30',
        LOGIN_MAX_ATTEMPTS: '5',
        LOGIN_ADDRESS_MAX_ATTEMPTS: '50',
        LOGIN_WINDOW_MINUTES: '30',
        STATIC_DIR: 'public',
        TRUST_PROXY: 'TRUE',
        SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
        MAIL_FROM: 'Office@Mise.example',
        PUBLIC_URL: 'https://office.mise.example/',
        STORAGE: 'S3',
        S3_BUCKET: 'mise-videos',
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'yes',
        UPLOAD_URL_TTL_SECONDS: '900',
        UPLOAD_MAX_BYTES: '2147483648',
        SHUTDOWN_DELAY_SECONDS: '5',
        DATABASE_CONNECT_TIMEOUT_SECONDS: '3',
        DATABASE_STATEMENT_TIMEOUT_SECONDS: '30',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: '120',
        DATABASE_START_TIMEOUT_SECONDS: '0',
      },
      '/srv/mise',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 3000,
      dataDir: '/var/lib/mise',
      databaseUrl: 'postgresql://mise:secret@db.internal:5432/mise',
      appName: 'Chez Léa',
      adminEmail: 'owner@example.com',
      adminPassword: 'Stronger#Cumin1',
      sessionTtlHours: 8,
      sessionIdleMinutes: 30,
      loginMaxAttempts: 5,
      loginAddressMaxAttempts: 50,
      loginWindowMinutes: 30,
      staticDir: path.resolve('/srv/mise/public'),
      trustProxy: true,
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      mailFrom: 'office@mise.example',
      publicUrl: 'https://office.mise.example',
      storage: 's3',
      s3: {
        bucket: 'mise-videos',
        region: 'eu-west-3',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'minio',
        secretAccessKey: 'minio-secret',
        forcePathStyle: true,
      },
      uploadUrlTtlSeconds: 900,
      uploadMaxBytes: 2 * 1024 ** 3,
      shutdownDelaySeconds: 5,
      database: { connectTimeoutSeconds: 3, statementTimeoutSeconds: 30, idleInTransactionTimeoutSeconds: 120, startTimeoutSeconds: 0 },
    });
  });

  it('refuses database limits that would leave calls unbounded or never let one run', () => {
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_SECONDS: '0' })).toThrow('DATABASE_STATEMENT_TIMEOUT_SECONDS must be a whole number between 1 and 3600 (got "0")');
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: 'soon' })).toThrow('DATABASE_CONNECT_TIMEOUT_SECONDS must be a whole number between 1 and 120');
    expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: '301' })).toThrow('SHUTDOWN_DELAY_SECONDS must be a whole number between 0 and 300');
  });

  it('takes STORAGE=s3 with only a bucket and a region: the SDK finds the credentials, AWS the endpoint', () => {
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'videos', S3_REGION: 'auto' }).s3).toEqual({
      bucket: 'videos',
      region: 'auto',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('ignores the S3 variables while STORAGE is local', () => {
    expect(loadConfig({ S3_BUCKET: 'videos', S3_ACCESS_KEY_ID: 'only-one' }).s3).toBeUndefined();
  });

  it('refuses STORAGE=s3 without a bucket and a region, naming both', () => {
    const message = refusal({ STORAGE: 's3' });
    expect(message).toContain('S3_BUCKET is required when STORAGE=s3');
    expect(message).toContain('S3_REGION is required when STORAGE=s3');
  });

  it('refuses one S3 credential without the other, without echoing it', () => {
    const message = refusal({ STORAGE: 's3', S3_BUCKET: 'videos', S3_REGION: 'us-east-1', S3_SECRET_ACCESS_KEY: 'hunter2-secret' });
    expect(message).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(message).not.toContain('hunter2');
  });

  it('refuses an S3_ENDPOINT that is not an http(s) address, without echoing it', () => {
    const message = refusal({ STORAGE: 's3', S3_BUCKET: 'videos', S3_REGION: 'us-east-1', S3_ENDPOINT: 'ftp://key:hunter2@minio' });
    expect(message).toContain('S3_ENDPOINT must be an http:// or https:// address');
    expect(message).not.toContain('hunter2');
  });

  it.each([
    ['STORAGE', 'gcs', 'STORAGE must be local or s3'],
    ['S3_BUCKET', 'a', 'S3_BUCKET must be a bucket name'],
    ['S3_REGION', 'EU West', 'S3_REGION must be a region name'],
    ['S3_FORCE_PATH_STYLE', 'sometimes', 'S3_FORCE_PATH_STYLE must be true or false'],
    ['UPLOAD_URL_TTL_SECONDS', '10', 'UPLOAD_URL_TTL_SECONDS must be a whole number between 60 and 604800'],
    ['UPLOAD_MAX_BYTES', '1000', 'UPLOAD_MAX_BYTES must be a whole number between 5242880 and 5497558138880'],
    ['SHUTDOWN_GRACE_SECONDS', '1h', 'SHUTDOWN_GRACE_SECONDS must be a whole number between 0 and 600'],
    ['SHUTDOWN_GRACE_SECONDS', '601', 'SHUTDOWN_GRACE_SECONDS must be a whole number between 0 and 600'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['MAIL_RETRY_LIMIT', '21', 'MAIL_RETRY_LIMIT must be a whole number between 0 and 20'],
    ['MAIL_RETRY_DELAY_SECONDS', '0', 'MAIL_RETRY_DELAY_SECONDS must be a whole number between 1 and 3600'],
  ])('refuses a bad %s (%s), naming it', (name, value, expected) => {
    expect(refusal({ [name]: value })).toContain(expected);
  });

  it.each([['http://mailer:hunter2@mail.example.com'], ['smtp://mailer:hunter2@']])('refuses SMTP_URL=%s without echoing its credentials', (url) => {
    const message = refusal({ SMTP_URL: url });
    expect(message).toContain('SMTP_URL must be an smtp:// or smtps:// address');
    expect(message).not.toContain('hunter2');
  });

  it.each([['ftp://office.example'], ['office.example']])('refuses PUBLIC_URL=%s, naming PUBLIC_URL', (url) => {
    expect(refusal({ PUBLIC_URL: url })).toContain('PUBLIC_URL must be an http:// or https:// address');
  });

  it('refuses a METRICS_TOKEN too short to guess at, without echoing it', () => {
    const message = refusal({ METRICS_TOKEN: 'hunter2' });
    expect(message).toContain('METRICS_TOKEN must be 24 to 256 printable characters without spaces');
    expect(message).not.toContain('hunter2');
  });

  it('reads METRICS_PORT (off: no listener, 0: a free port), METRICS_HOST and MIGRATE_ON_START', () => {
    expect(loadConfig({ METRICS_PORT: 'off' }).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '::1', MIGRATE_ON_START: 'false' })).toMatchObject({ metricsPort: 0, metricsHost: '::1', migrateOnStart: false });
    expect(refusal({ METRICS_PORT: '70000' })).toContain('METRICS_PORT must be a whole number between 0 and 65535');
    expect(refusal({ METRICS_PORT: 'none' })).toContain('METRICS_PORT must be a whole number between 0 and 65535, or off');
    expect(refusal({ MIGRATE_ON_START: 'later' })).toContain('MIGRATE_ON_START must be true or false');
  });

  it('reads MAIL_RETRY_LIMIT (0: never retry) and MAIL_RETRY_DELAY_SECONDS', () => {
    expect(loadConfig({ MAIL_RETRY_LIMIT: '0', MAIL_RETRY_DELAY_SECONDS: '60' })).toMatchObject({ mailRetryLimit: 0, mailRetryDelaySeconds: 60 });
  });

  it('reads LOG_LEVEL in any case and METRICS_TOKEN as given; info and no token by default', () => {
    expect(loadConfig({ LOG_LEVEL: 'WARN', METRICS_TOKEN: 'scrape-token-0123456789abcdef' })).toMatchObject({ logLevel: 'warn', metricsToken: 'scrape-token-0123456789abcdef' });
    expect(loadConfig({})).toMatchObject({ logLevel: 'info', metricsToken: undefined });
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '', ADMIN_PASSWORD: '  ', DATABASE_URL: '' }).port).toBe(8080);
  });

  it.each([['abc'], ['70000'], ['-1'], ['80.5']])('refuses PORT=%s, naming PORT', (port) => {
    expect(refusal({ PORT: port })).toMatch(/PORT must be a whole number between 0 and 65535/);
  });

  it.each([['mysql://root:hunter2@localhost/db'], ['not a url'], ['postgres://:hunter2@']])('refuses DATABASE_URL=%s without echoing it', (url) => {
    const message = refusal({ DATABASE_URL: url });
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// address');
    expect(message).not.toContain(url);
  });

  it.each([['admin'], ['admin@'], ['@mise.local']])('refuses ADMIN_EMAIL=%s, naming ADMIN_EMAIL', (email) => {
    expect(refusal({ ADMIN_EMAIL: email })).toContain('ADMIN_EMAIL: Please enter valid email');
  });

  it('refuses an ADMIN_PASSWORD that breaks the password rules, without echoing it', () => {
    const message = refusal({ ADMIN_PASSWORD: 'password' });
    expect(message).toContain('ADMIN_PASSWORD is too weak: Password must have at-least one special character');
    expect(message).not.toContain('"password"');
  });

  it.each([
    ['SESSION_TTL_HOURS', '0'],
    ['SESSION_IDLE_MINUTES', '4'],
    ['LOGIN_MAX_ATTEMPTS', 'ten'],
    ['LOGIN_ADDRESS_MAX_ATTEMPTS', '0'],
    ['LOGIN_WINDOW_MINUTES', '99999'],
    ['TRUST_PROXY', 'maybe'],
    ['HOST', 'local host'],
  ])('refuses a bad %s, naming it', (name, value) => {
    expect(refusal({ [name]: value })).toContain(name);
  });

  it('names every bad variable at once', () => {
    const message = refusal({ PORT: 'x', ADMIN_EMAIL: 'y' });
    expect(message).toContain('PORT');
    expect(message).toContain('ADMIN_EMAIL');
  });
});
