/**
 * What the app is built from (passed to createApp, never imported as globals, so tests build an
 * app on their own database with their own clock), and the typed Hono environment of its routes.
 */
import type { IncomingMessage } from 'node:http';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './logger';
import type { Metrics } from './observability/metrics';
import type { SignedIn } from './auth/signed-in';
import type { Secrets } from './auth/secrets';
import type { MailQueue } from './mail/mail-queue';
import type { ObjectStorage } from './storage/object-storage';
import type { LiveHub } from './live/live-hub';

export type AppDeps = {
  config: Config;
  db: Database;
  clock: Clock;
  logger: Logger;
  /** The Prometheus registry and the counters routes add to (GET /metrics). */
  metrics: Metrics;
  /** Every mail goes through it (durable, retried, sent once per fleet); `mailQueue.health()` for /ready. */
  mailQueue: MailQueue;
  /** Images (and later videos): local DATA_DIR/objects by default. */
  storage: ObjectStorage;
  secrets: Secrets;
  /** Where people reach the product, for links in e-mails (PUBLIC_URL, else http://HOST:PORT). */
  publicUrl: string;
  /** The process's stop: /api/v1/ready answers 503 from its first moment. Absent: never stopping (in-process tests). */
  lifecycle?: Lifecycle;
  /** The fleet's committed changes as they happen (server/live/live-hub.ts); absent, `GET live` answers 503. */
  live?: LiveHub;
};

export type Lifecycle = { draining(): boolean };

export type AppEnv = {
  /** Set by @hono/node-server; absent under app.request() unless a test passes it. */
  Bindings: { incoming?: Pick<IncomingMessage, 'socket'> };
  Variables: { signedIn: SignedIn };
};
