/**
 * Lighthouse 12 (mobile, default simulated throttling) on the running product, as one user flow
 * in one tab (the session lives in sessionStorage): /login cold, then signed in, /chef with its
 * first page of rows and /class/add. Each page gives its three category scores, the paint and
 * blocking figures, the JavaScript it transferred, and what failed in accessibility and best
 * practices, so a missed budget says why.
 */
import { CHROMIUM_PATH } from '../tests/support/browser';
import { loadLighthouse, type Lhr } from './lighthouse-tools';

export type LighthousePage = {
  name: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  failing: string[];
  /** The scripts that kept the main thread busiest (Lighthouse's bootup-time), to say where TBT comes from. */
  busiestScripts: string[];
  /** Lighthouse's long tasks (simulated): each one over 50 ms counts in TBT. */
  longTasks: string[];
  runtimeError?: string;
};

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function scriptBytes(lhr: Lhr): number {
  const items = (lhr.audits['resource-summary']?.details?.items ?? []) as Array<{ resourceType: string; transferSize: number }>;
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

/** The audits that cost points in accessibility and best practices. */
function failing(lhr: Lhr): string[] {
  return ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit.id} (${audit.title})`),
  );
}

function busiestScripts(lhr: Lhr): string[] {
  const items = (lhr.audits['bootup-time']?.details?.items ?? []) as Array<{ url: string; total: number; scripting: number }>;
  return items.slice(0, 3).map((item) => `${item.url.replace(/^https?:\/\/[^/]+/, '')}: ${item.total.toFixed(0)} ms (scripting ${item.scripting.toFixed(0)} ms)`);
}

/** The main thread's long tasks as Lighthouse simulated them (start, length, script), to say where TBT comes from. */
function longTasks(lhr: Lhr): string[] {
  const items = (lhr.audits['long-tasks']?.details?.items ?? []) as Array<{ url: string; startTime: number; duration: number }>;
  return items.slice(0, 6).map((item) => `at ${item.startTime.toFixed(0)} ms, ${item.duration.toFixed(0)} ms: ${item.url.replace(/^https?:\/\/[^/]+/, '')}`);
}

function summarise(name: string, lhr: Lhr): LighthousePage {
  return {
    name,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scriptBytes: scriptBytes(lhr),
    failing: failing(lhr),
    busiestScripts: busiestScripts(lhr),
    longTasks: longTasks(lhr),
    runtimeError: lhr.runtimeError?.message,
  };
}

export async function runLighthouseFlow(baseUrl: string, admin: { email: string; password: string }): Promise<LighthousePage[]> {
  const { startFlow, launch } = await loadLighthouse();
  const browser = await launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, { name: 'Mise back-office' });
    const pages = ['/login (cold)', '/chef (signed in)', '/class/add (signed in)'];

    await flow.navigate(`${baseUrl}/login`, { name: pages[0] });
    // Signed in through the form in the same tab, as a person would; the next steps are reloads.
    await page.waitForSelector('input[name="email"]');
    await page.type('input[name="email"]', admin.email);
    await page.type('input[name="password"]', admin.password);
    await page.click('button[type="submit"]');
    await page.waitForFunction('location.pathname === "/dashboard"', { timeout: 30_000 });

    await flow.navigate(`${baseUrl}/chef`, { name: pages[1] });
    await flow.navigate(`${baseUrl}/class/add`, { name: pages[2] });

    const result = await flow.createFlowResult();
    return result.steps.map((step, index) => summarise(pages[index] ?? step.name, step.lhr));
  } finally {
    await browser.close();
  }
}
