/**
 * The Hono app: security headers, the API route groups under their base addresses, the SPA, and
 * the error mapping. Built from its dependencies so tests run it in-process (`app.request()`) on
 * their own database and clock.
 */
import { Hono } from 'hono';
import { ADMIN_API_BASE, UPLOAD_API_BASE } from '../src/api/contract/paths';
import { uploadPaths } from '../src/api/contract/uploads';
import { requireAreaModule } from './auth/area-access';
import { requireSession } from './auth/require-session';
import type { AppDeps, AppEnv } from './deps';
import { compressJson } from './http/compress-json';
import { handleError, handleNotFound } from './http/errors';
import { noStoreUnlessCached } from './http/no-store';
import { securityHeaders } from './http/security-headers';
import { storageBrowserOrigin } from './storage/storage-origin';
import { spaRoutes } from './http/spa';
import { SERVER_AREAS } from './areas';
import { buildIdHeader } from './http/build-id';
import { accountRoutes, publicAccountRoutes } from './routes/account';
import { activityRoutes } from './routes/activity';
import { apiDocumentRoutes } from './routes/api-document';
import { authRoutes, publicAuthRoutes } from './routes/auth';
import { requireSecondFactorSetUp } from './auth/second-factor-setup-guard';
import { secondFactorRoutes } from './routes/second-factor';
import { secondFactorRuleRoutes } from './routes/second-factor-rules';
import { secondFactorSignInRoutes } from './routes/second-factor-sign-in';
import { passkeyRoutes, publicPasskeyRoutes } from './routes/passkeys';
import { FILES_PATH, fileRoutes } from './routes/files';
import { historyRoutes } from './routes/history';
import { HEALTH_PATH, READY_PATH, healthRoutes, readyRoutes } from './routes/health';
import { METRICS_PATH, metricsRoutes } from './routes/metrics';
import { observeRequests } from './observability/request-log';
import { publicSubscribeRoutes } from './routes/public-subscribe';
import { setPasswordRoutes } from './routes/set-password';
import { exportRoutes } from './routes/exports';
import { bulkRoutes } from './routes/bulk';
import { savedViewRoutes } from './routes/saved-views';
import { searchRoutes } from './routes/search';
import { liveRoutes } from './routes/live';
import { UPLOAD_PARTS_PATH, uploadPartRoutes } from './routes/upload-parts';
import { uploadRoutes } from './routes/uploads';
import { VIDEOS_PATH, videoRoutes } from './routes/videos';

function adminApi(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    // Public calls first: the guard below applies only to routes registered after it.
    .route('/', publicAuthRoutes(deps))
    .route('/', publicAccountRoutes(deps))
    .route('/', setPasswordRoutes(deps))
    .route('/', secondFactorSignInRoutes(deps))
    .route('/', publicPasskeyRoutes(deps))
    .use('*', requireSession(deps))
    // A session bound to setting up the second factor its role requires may do only that.
    .use('*', requireSecondFactorSetUp)
    // Every call below is checked against the caller's role modules, in one table.
    .use('*', requireAreaModule)
    .route('/', authRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', secondFactorRoutes(deps))
    .route('/', secondFactorRuleRoutes(deps))
    .route('/', passkeyRoutes(deps));
  // Each area's own calls (server/areas), then the calls every list shares.
  for (const area of SERVER_AREAS) api.route('/', area.routes(deps));
  return api
    .route('/', searchRoutes(deps))
    .route('/', exportRoutes(deps))
    .route('/', bulkRoutes(deps))
    .route('/', savedViewRoutes(deps))
    .route('/', historyRoutes(deps))
    .route('/', activityRoutes(deps))
    .route('/', liveRoutes(deps));
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // First: it times everything below and sees the answer the error mapping made.
  app.use('*', observeRequests(deps));
  app.use('*', securityHeaders(storageBrowserOrigin(deps.config)));
  app.use('/api/*', noStoreUnlessCached());
  app.use('/api/*', buildIdHeader(deps.config.staticDir));
  app.route(HEALTH_PATH, healthRoutes());
  app.route(READY_PATH, readyRoutes(deps));
  app.route(METRICS_PATH, metricsRoutes(deps));
  app.route(FILES_PATH, fileRoutes(deps));
  // The contract's OpenAPI document and the page that renders it: public, like the SPA's code.
  app.route('/', apiDocumentRoutes(deps.config.appName));
  // Presigned part and video addresses: their signature is the authorisation, no bearer token.
  app.route(UPLOAD_PARTS_PATH, uploadPartRoutes(deps));
  app.route(VIDEOS_PATH, videoRoutes(deps));
  // The upload calls (UPLOAD_API_BASE): the session guard, then the same module table. Named one
  // by one, so the signed part addresses beside them stay free of the bearer token.
  for (const path of Object.values(uploadPaths)) app.use(`${UPLOAD_API_BASE}${path}`, requireSession(deps), requireAreaModule);
  app.route(UPLOAD_API_BASE.replace(/\/$/, ''), uploadRoutes(deps));
  // The one public call of the platform's site: outside the admin API and its session guard.
  app.route('/', publicSubscribeRoutes(deps));
  // Lists and look-ups are large JSON: compressed when the client accepts it. No BREACH risk: the
  // token is a header another site's page cannot make the browser send.
  app.use(`${ADMIN_API_BASE}*`, compressJson());
  app.route(ADMIN_API_BASE.replace(/\/$/, ''), adminApi(deps));
  app.route('/', spaRoutes({ staticDir: deps.config.staticDir, appName: deps.config.appName }));
  app.onError(handleError(deps.logger));
  app.notFound(handleNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
