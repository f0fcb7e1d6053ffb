/**
 * Every endpoint of the contract, derived from the contract's path tables (each `…Paths` export of
 * src/api/contract) and the methods the app registers for them, so a new call is covered by the
 * tests that walk this list without anyone adding it by hand.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as paths from '../../src/api/contract/paths';
import * as subscribedEmails from '../../areas/subscribed-emails/subscribed-email-contract';
import { viewsPathOf } from '../../src/api/contract/saved-views';
import type { App } from '../../server/app';
import { contractCallGroups } from '../../server/openapi/contract-calls';

/**
 * Every module of the contract's folder and every area folder's contract (`areas/<area>/*-contract.ts`),
 * read from the folders themselves: a new area's contract file is walked by the fuzz test without
 * being named anywhere (issue #34).
 */
const CONTRACT_DIR = fileURLToPath(new URL('../../src/api/contract/', import.meta.url));
const AREAS_DIR = fileURLToPath(new URL('../../areas/', import.meta.url));
const contractFiles = [
  ...readdirSync(CONTRACT_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `${CONTRACT_DIR}${file}`),
  ...readdirSync(AREAS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /^[^/]+\/[^/]+-contract\.ts$/.test(file))
    .map((file) => `${AREAS_DIR}${file}`),
].sort();
const contractModules: Array<Record<string, unknown>> = await Promise.all(contractFiles.map((file) => import(file) as Promise<Record<string, unknown>>));

/**
 * The contract's call paths: the values of every `…Paths` object, the public subscribe address,
 * and every call the areas declare (server/areas/index.ts, from the list of areas), so an area added to that list is
 * walked even when its contract lives in a folder of its own.
 */
export function contractPaths(): string[] {
  const found = new Set<string>([subscribedEmails.PUBLIC_SUBSCRIBE_PATH]);
  for (const group of contractCallGroups()) for (const call of group.calls) found.add(call.path);
  for (const module of contractModules) {
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Paths') && typeof value === 'object' && value !== null) {
        for (const path of Object.values(value)) if (typeof path === 'string') found.add(path);
        // Every list keeps its saved views beside its export (contract/saved-views.ts).
        for (const path of Object.values(value)) if (typeof path === 'string' && path.endsWith('/export')) found.add(viewsPathOf(path));
      }
    }
  }
  return [...found].sort();
}

export type Endpoint = {
  method: string;
  /** The full address as the app registers it, e.g. `/api/v1/admin/class-info/view/:id`. */
  route: string;
  /** The contract path it serves. */
  path: string;
};

const fullAddresses = (path: string) =>
  path.startsWith('/') ? [path] : [`${paths.ADMIN_API_BASE}${path}`, `${paths.UPLOAD_API_BASE}${path}`];

/** Each contract path with the routes (method and address, with or without a `/:param` tail) the app has for it. */
export function contractEndpoints(app: App): { endpoints: Endpoint[]; unrouted: string[] } {
  const routes = app.routes.filter((route) => route.method !== 'ALL');
  const endpoints: Endpoint[] = [];
  const unrouted: string[] = [];
  for (const path of contractPaths()) {
    const addresses = fullAddresses(path);
    const served = routes.filter((route) => addresses.some((address) => route.path === address || new RegExp(`^${address}/:[a-z_]+$`, 'i').test(route.path)));
    if (served.length === 0) unrouted.push(path);
    for (const route of served) {
      if (!endpoints.some((e) => e.method === route.method && e.route === route.path)) endpoints.push({ method: route.method, route: route.path, path });
    }
  }
  return { endpoints, unrouted };
}

type SchemaLike = { kind?: string; type?: string; entries?: Record<string, unknown>; pipe?: unknown[] };

/** The field names of every object schema the contract exports: the keys a request body may carry. */
export function contractSchemaKeys(): string[] {
  const keys = new Set<string>();
  const visit = (schema: SchemaLike | undefined) => {
    if (!schema || schema.kind !== 'schema') return;
    if (schema.type === 'object' && schema.entries) for (const key of Object.keys(schema.entries)) keys.add(key);
    if (schema.pipe) visit(schema.pipe[0] as SchemaLike);
  };
  for (const module of contractModules) for (const value of Object.values(module)) if (typeof value === 'object' && value !== null) visit(value as SchemaLike);
  return [...keys].sort();
}
