/**
 * `GET /api/v1/openapi.json`: the OpenAPI 3.1 document of the contract (server/openapi/), built
 * once per process. `GET /api/v1/docs`: a page that renders it (Swagger UI, served from its own
 * package, so the page works with no network beyond this server and under our CSP).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { contractCallGroups } from '../openapi/contract-calls';
import { compressedCopies } from '../http/compressed-copies';
import { openApiDocument } from '../openapi/openapi-document';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const API_DOCS_PATH = '/api/v1/docs';

const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The files of the page, by the name it asks for them under /api/v1/docs/. */
const PAGE_FILES: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

/** The page's own start script: a file, since the CSP runs no inline script. */
const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#docs', deepLinking: true, persistAuthorization: false });\n`;

const page = (appName: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${appName.replace(/[<&"]/g, '')} API</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/start.js"></script>
</body>
</html>
`;

export function apiDocumentRoutes(appName: string) {
  const app = new Hono<AppEnv>();
  const document = () => JSON.stringify(openApiDocument(contractCallGroups(), { title: `${appName} admin API`, version: '1.0.0' }));
  app.get(OPENAPI_PATH, compressedCopies(document, { 'content-type': 'application/json' }));
  app.get(API_DOCS_PATH, (c) => c.html(page(appName)));
  app.get(`${API_DOCS_PATH}/start.js`, (c) => c.body(START_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  for (const [name, served] of Object.entries(PAGE_FILES)) {
    const headers = { 'content-type': served.type, 'cache-control': 'public, max-age=3600' };
    app.get(`${API_DOCS_PATH}/${name}`, compressedCopies(() => readFile(join(SWAGGER_UI_DIR, served.file)), headers));
  }
  return app;
}
