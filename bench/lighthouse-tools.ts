/**
 * Lighthouse and puppeteer-core for the bench, kept out of the main dependencies (about 185 MB
 * that `npm ci` in CI would carry for nothing): bench/lighthouse/ has its own package.json and
 * lock file, and the first bench run installs them there with `npm ci`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TOOLS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lighthouse');
const installed = () => ['lighthouse', 'puppeteer-core'].every((name) => existsSync(path.join(TOOLS_DIR, 'node_modules', name, 'package.json')));

/** The few parts of their APIs the bench uses (their own types live in the tools folder). */
export type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; details?: { items?: unknown[] } }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
};
export type Flow = {
  navigate(url: string, flags?: { name?: string; disableStorageReset?: boolean }): Promise<void>;
  startTimespan(flags?: { name?: string }): Promise<void>;
  endTimespan(): Promise<void>;
  createFlowResult(): Promise<{ steps: Array<{ name: string; lhr: Lhr }> }>;
};
export type PuppeteerPage = {
  goto(url: string): Promise<unknown>;
  type(selector: string, text: string): Promise<void>;
  click(selector: string): Promise<void>;
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<unknown>;
  waitForFunction(fn: string, options?: { timeout?: number }): Promise<unknown>;
  keyboard: { down(key: string): Promise<void>; up(key: string): Promise<void>; press(key: string): Promise<void> };
};
export type PuppeteerBrowser = { newPage(): Promise<PuppeteerPage>; close(): Promise<void> };
export type Tools = {
  startFlow(page: PuppeteerPage, options?: { name?: string }): Promise<Flow>;
  /** Lighthouse's own pick of the representative run: the one nearest the median FCP and TTI. */
  computeMedianRun(runs: Lhr[]): Lhr;
  launch(options: { executablePath: string; args: string[]; headless: boolean }): Promise<PuppeteerBrowser>;
};

export async function loadLighthouse(): Promise<Tools> {
  if (!installed()) {
    console.log(`Installing Lighthouse for the bench into ${TOOLS_DIR} (first run only)…`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', TOOLS_DIR], { stdio: 'inherit' });
  }
  const load = (name: string, entry: string) => import(pathToFileURL(path.join(TOOLS_DIR, 'node_modules', name, entry)).href);
  const [lighthouse, medianRun, puppeteer] = await Promise.all([
    load('lighthouse', 'core/index.js'),
    load('lighthouse', 'core/lib/median-run.js'),
    load('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js'),
  ]);
  return { startFlow: lighthouse.startFlow, computeMedianRun: medianRun.computeMedianRun, launch: (options) => puppeteer.default.launch(options) };
}
