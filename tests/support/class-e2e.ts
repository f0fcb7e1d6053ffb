/**
 * What the class e2e tests share, beside people-e2e.ts and content-e2e.ts: the look-ups a class
 * needs and classes made through the API, the class view read back, the server's stored video
 * and upload parts on disk, and the upload's part addresses held or slowed in the browser.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { apiGet, apiJson, eventually, listScreen, openFromSidebar } from './content-e2e';
import { apiMultipart, pngBlob } from './people-e2e';
import type { ServerProcess } from './server-process';

export type Lookups = { chefs: Record<string, number>; mealTypes: Record<string, number>; ingredients: Record<string, number> };

export const CHEFS = [
  { name: 'Massimo Bottura', email: 'massimo@osteria.test' },
  { name: 'Ana Roš', email: 'ana@hisa-franko.test' },
];
export const MEAL_TYPES = ['Dinner', 'Keto', 'Lunch', 'Vegan'];
export const INGREDIENTS = ['Basil', 'Garlic', 'Pine nuts', 'Tomatoes'];

type Row = { id: number; name?: string; email?: string; meal_type?: string };
const idsBy = (rows: Row[], key: 'name' | 'email' | 'meal_type') => Object.fromEntries(rows.map((row) => [row[key]!, row.id]));

export async function addChefs(server: ServerProcess, token: string): Promise<Lookups['chefs']> {
  for (const [index, chef] of CHEFS.entries()) {
    await apiMultipart(server, token, 'chef/add', { ...chef, phone_number: `+39 059 22391${index}`, bio: `${chef.name} teaches.`, image: pngBlob(128, [180, 90 + index * 40, 60]) });
  }
  return idsBy((await apiGet<{ data: { rows: Row[] } }>(server, token, 'chef/list-chef')).data.rows, 'email');
}

export async function addMealTypes(server: ServerProcess, token: string): Promise<Lookups['mealTypes']> {
  for (const [index, mealType] of MEAL_TYPES.entries()) {
    await apiMultipart(server, token, 'meal-icon/add', { meal_type: mealType, image: pngBlob(48, [60 + index * 40, 150, 90]) });
  }
  return idsBy((await apiGet<{ data: { rows: Row[] } }>(server, token, 'meal-icon/list-meal-icon')).data.rows, 'meal_type');
}

export async function addIngredients(server: ServerProcess, token: string): Promise<Lookups['ingredients']> {
  for (const name of INGREDIENTS) await apiJson(server, token, 'POST', 'ingredients/add', { name });
  return idsBy((await apiGet<{ data: { rows: Row[] } }>(server, token, 'ingredients/all')).data.rows, 'name');
}

export async function addLookups(server: ServerProcess, token: string): Promise<Lookups> {
  return { chefs: await addChefs(server, token), mealTypes: await addMealTypes(server, token), ingredients: await addIngredients(server, token) };
}

export type ClassFields = Record<string, string | string[] | Blob | undefined>;

/** POST class-info/add (multipart, lists as repeated fields, as the SPA sends them); answers the new class's id. */
export async function apiAddClass(server: ServerProcess, token: string, fields: ClassFields): Promise<number> {
  const form = new FormData();
  const all: ClassFields = { class_type: 'on-demand', instructions: '[]', ingredients: '[]', video_link: '', ...fields };
  for (const [name, value] of Object.entries(all)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value, 'class.png');
    else for (const each of Array.isArray(value) ? value : [value]) form.append(name, each);
  }
  const answer = await fetch(`${server.url}/api/v1/admin/class-info/add`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (!answer.ok) throw new Error(`class-info/add answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

export type ClassRecord = {
  id: number;
  name: string;
  class_type: string;
  description: string | null;
  image: string | null;
  chef: { name: string; email: string; profile_photo: string | null };
  class_date: string | null;
  class_time: string | null;
  duration: number | null;
  video_name: string | null;
  video_original_name: string | null;
  video_status: number | null;
  video_url: string | null;
  video_link: string | null;
  instructions: { text: string; timestamp: string | null; end_timestamp: string | null }[];
  class_ingredients: { ingredient_id: number; measurement: string; ingredient: { name: string } }[];
  class_meal_icons: { meal_icon: { id: number; meal_type: string; image: string | null } }[];
  recipe_name_start_time: string | null;
  recipe_name_end_time: string | null;
  ingredient_start_time: string | null;
  ingredient_end_time: string | null;
};

export const viewClass = async (server: ServerProcess, token: string, id: number) =>
  (await apiGet<{ data: ClassRecord }>(server, token, `class-info/view/${id}`)).data;

/** The id of the class of that exact name, through the list's search. */
export async function classIdOf(server: ServerProcess, token: string, name: string): Promise<number> {
  const list = (await apiJson(server, token, 'POST', 'class-info/list', { search: name })) as { data: { rows: { id: number; name: string }[] } };
  const found = list.data.rows.find((row) => row.name === name);
  if (!found) throw new Error(`no class named ${name}`);
  return found.id;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
export const sha256OfFile = (file: string) => sha256(readFileSync(file));

/** Where the local storage keeps a class's video, and the parts of uploads not yet assembled. */
export const storedVideoPath = (server: ServerProcess, videoName: string) => path.join(server.dataDir, 'objects', 'videos', videoName);
export const multipartDir = (server: ServerProcess) => path.join(server.dataDir, 'objects', '.multipart');

/** Everything left under the multipart folder, files and folders (nothing when the folder is gone). */
export function partsOnDisk(server: ServerProcess): string[] {
  const dir = multipartDir(server);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The part PUTs of the local driver (`/api/v1/uploads/parts/<fileId>/<n>?…`). */
export const PART_URLS = '**/api/v1/uploads/parts/**';

/** The part number of a part address. */
export const partNumberOf = (url: string) => Number(/\/api\/v1\/uploads\/parts\/[^/]+\/(\d+)\?/.exec(url)?.[1]);

/**
 * Holds the part PUTs in the browser until `release` (then lets them go on to the server), so an
 * upload stays in flight for as long as a test needs; the parts numbered in `passing` go through
 * at once. A request the page gave up meanwhile (abort, reload) cannot be continued; that is
 * what the test wanted.
 */
export async function holdParts(page: Page, { passing = [] }: { passing?: number[] } = {}) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: number[] = [];
  await page.route(PART_URLS, async (route: Route) => {
    const partNumber = partNumberOf(route.request().url());
    if (!passing.includes(partNumber)) {
      held.push(partNumber);
      await released;
    }
    await route.continue().catch(() => undefined);
  });
  return {
    held: () => [...held].sort((a, b) => a - b),
    stop: async () => {
      release();
      await page.unroute(PART_URLS);
    },
  };
}

/**
 * Every value the page's upload progress bars take, recorded in the page as it changes (a
 * MutationObserver on `aria-valuenow`), so no intermediate percentage is missed between polls.
 */
export async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = (element: Element) => {
      const value = Number(element.getAttribute('aria-valuenow'));
      if (seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target as Element;
        if (mutation.type === 'attributes' && target.getAttribute('role') === 'progressbar') read(target);
        for (const node of mutation.addedNodes) {
          if (node instanceof Element) node.querySelectorAll('[role="progressbar"]').forEach(read);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/**
 * Adds an on-demand class with a video (the 23 MiB test video: 0:12, 960×360) through the form,
 * and waits for the list; the upload then goes on in the page.
 */
export async function addClassWithVideo(page: Page, name: string, video: string) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await openFromSidebar(page, 'Kitchen', 'Class');
  await page.waitForURL((url) => url.pathname === '/class');
  await page.getByRole('link', { name: 'Add class' }).first().click();
  await page.waitForURL('**/class/add');
  await field('Name').fill(name);
  await page.locator('label').filter({ has: page.getByRole('radio', { name: 'On-demand' }) }).click();
  await field('Chef').selectOption({ label: 'Massimo Bottura · massimo@osteria.test' });
  await page.getByRole('group', { name: 'Video', exact: true }).locator('input[type="file"]').setInputFiles(video);
  await eventually(() => field('Duration').inputValue()).toBe('0.2 min');
  await page.getByText('960×360 · 0:12 · 24.1 MB').waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Class added').waitFor();
  await page.waitForURL((url) => url.pathname === '/class');
  await listScreen(page, 'Classes').rowOf(name).waitFor();
}
