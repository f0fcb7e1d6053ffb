/**
 * Issue #16 item 4, as an operator meets it: `npm run db:backup` while the server runs, then
 * `npm run db:restore` into a fresh data folder, and the server started there serves the same
 * records, images and videos. A backup or restore that cannot be right refuses, changing nothing.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_API_BASE } from '../../src/api/contract/paths';
import { uploadPaths } from '../../src/api/contract/uploads';
import { cut, MIB, newVideoName, videoBytes } from '../support/api-uploads';
import { addMealTypes, apiAddClass, viewClass } from '../support/class-e2e';
import { apiGet, apiJson } from '../support/content-e2e';
import { apiMultipart, apiToken, pngBlob } from '../support/people-e2e';
import { makeDataDir, removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const TSX = path.resolve('node_modules/.bin/tsx');

/** One of the commands, as an operator runs it, on a data folder. */
function tool(script: 'db-backup' | 'db-restore' | 'audit-verify', dataDir: string, folder?: string) {
  const result = spawnSync(TSX, [`scripts/${script}.ts`, ...(folder ? [folder] : [])], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

type ChefRow = { id: number; name: string; profile_photo: string | null };
type LoggedRow = { id: number; action: string; record_label: string };

async function bytesAt(server: ServerProcess, token: string, address: string): Promise<Uint8Array> {
  const response = await fetch(address.startsWith('/') ? `${server.url}${address}` : address, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, address).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function uploadVideo(server: ServerProcess, token: string, bytes: Buffer): Promise<string> {
  const post = async (call: keyof typeof uploadPaths, body: unknown) => {
    const response = await fetch(`${server.url}${UPLOAD_API_BASE}${uploadPaths[call]}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: unknown; message: string };
    expect(response.status, answer.message).toBe(200);
    return answer.data;
  };
  const name = newVideoName();
  const upload = (await post('initialize', { name })) as { fileId: string; fileKey: string };
  const parts = cut(bytes);
  const { parts: addresses } = (await post('presign', { ...upload, parts: parts.length })) as { parts: Array<{ PartNumber: number; signedUrl: string }> };
  const sent = await Promise.all(
    addresses.map(async ({ PartNumber, signedUrl }) => {
      const response = await fetch(signedUrl.startsWith('/') ? `${server.url}${signedUrl}` : signedUrl, { method: 'PUT', body: parts[PartNumber - 1] as Uint8Array<ArrayBuffer> });
      return { PartNumber, ETag: response.headers.get('etag')! };
    }),
  );
  await post('finalize', { ...upload, parts: sent });
  return name;
}

let original: ServerProcess;
let restored: ServerProcess | undefined;
let backup: string;
const photo = pngBlob(160, [200, 90, 40]);
const video = videoBytes(5 * MIB + 777);
let classId: number;

beforeAll(async () => {
  original = await startServer();
  const token = await apiToken(original);
  await apiMultipart(original, token, 'chef/add', { name: 'Ana Roš', email: 'ana@hisa-franko.test', bio: 'Kobarid', image: photo });
  const chefs = (await apiGet<{ data: { rows: ChefRow[] } }>(original, token, 'chef/list-chef')).data.rows;
  const mealTypes = await addMealTypes(original, token);
  const videoName = await uploadVideo(original, token, video);
  classId = await apiAddClass(original, token, {
    name: 'Trout from the Soča',
    chef_id: String(chefs[0]!.id),
    meal_icon_id: [String(mealTypes.Dinner)],
    video_name: videoName,
    video_original_name: 'trout.mp4',
  });
  // As the upload runtime reports it once the video is stored.
  await apiJson(original, token, 'PUT', 'class-info/video-status', { id: classId, video_status: 2 });
  backup = path.join(mkdtempSync(path.join(tmpdir(), 'mise-backup-')), 'snapshot');
}, 120_000);

afterAll(async () => {
  await original?.stop();
  await restored?.stop();
  for (const server of [original, restored]) if (server) removeDataDir(server.dataDir);
  if (backup) rmSync(path.dirname(backup), { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up while the server runs, and restores into a fresh folder where the server finds the same records, images and video', async () => {
    // The activity log's hash chain (issue #32 item 5) verifies beside the running server, and names its last link.
    const verified = tool('audit-verify', original.dataDir);
    expect(verified.status, verified.output).toBe(0);
    const lastLink = verified.output.match(/Last link: (\d+) ([0-9a-f]{64})/);
    expect(lastLink, verified.output).not.toBeNull();
    const made = tool('db-backup', original.dataDir, backup);
    // Every table of the database, the core's and each area's: 24 with the second factor's three, 26 with the passkeys' two (issue #32 item 1), 27 with the trash (issue #33 item 2).
    expect(made.output).toMatch(/Backup written to .*: \d+ rows in 28 tables, \d+ objects\./);
    expect(made.status).toBe(0);
    const token = await apiToken(original);
    const before = {
      chefs: ((await apiJson(original, token, 'POST', 'chef/list', {})) as { data: { rows: ChefRow[] } }).data.rows,
      class: await viewClass(original, token, classId),
    };
    await original.stop();

    const fresh = makeDataDir();
    const restoring = tool('db-restore', fresh, backup);
    expect(restoring.output).toContain(`into ${fresh}`);
    expect(restoring.status).toBe(0);
    // The restore keeps the links as they were: the same last link, not a chain made anew.
    const restoredChain = tool('audit-verify', fresh);
    expect(restoredChain.status, restoredChain.output).toBe(0);
    expect(restoredChain.output).toContain(lastLink![0]);
    restored = await startServer({ dataDir: fresh });
    // The admins came back too: the same sign-in works.
    const again = await apiToken(restored);
    const chefs = ((await apiJson(restored, again, 'POST', 'chef/list', {})) as { data: { rows: ChefRow[] } }).data.rows;
    expect(chefs).toEqual(before.chefs);
    const photoAddress = chefs.find((chef) => chef.name === 'Ana Roš')!.profile_photo!;
    expect(sha256(await bytesAt(restored, again, photoAddress))).toBe(sha256(new Uint8Array(await photo.arrayBuffer())));

    const trout = await viewClass(restored, again, classId);
    expect({ ...trout, video_url: null, chef: { ...trout.chef, profile_photo: null } }).toEqual({
      ...before.class,
      video_url: null,
      chef: { ...before.class.chef, profile_photo: null },
    });
    expect(sha256(await bytesAt(restored, again, trout.video_url!))).toBe(sha256(video));
    // The activity log came back, append-only trigger and all: restore only inserts.
    const log = async () => ((await apiJson(restored!, again, 'POST', 'activity/list', {})) as { data: { rows: LoggedRow[] } }).data.rows;
    const restoredLog = await log();
    expect(restoredLog.map((row) => `${row.action} ${row.record_label}`)).toEqual(
      expect.arrayContaining(['add Ana Roš', 'add Trout from the Soča', 'upload-finished Trout from the Soča']),
    );
    // New rows get new ids after the restored ones.
    await apiMultipart(restored, again, 'chef/add', { name: 'Second chef', email: 'second@hisa-franko.test', bio: 'after' });
    const added = (await log()).find((row) => row.record_label === 'Second chef')!;
    expect(added.id).toBeGreaterThan(Math.max(...restoredLog.map((row) => row.id)));
    // And the chain goes on from the restored links, checked beside the running server.
    const continued = tool('audit-verify', fresh);
    expect(continued.status, continued.output).toBe(0);
    expect(Number(continued.output.match(/Last link: (\d+)/)![1])).toBeGreaterThan(Number(lastLink![1]));
  });

  it('refuses to restore into a folder that has data, or from a folder that is not a backup', async () => {
    await restored!.stop();
    const intoData = tool('db-restore', restored!.dataDir, backup);
    expect(intoData.status).toBe(1);
    expect(intoData.output).toMatch(/Restore failed: The database is not empty \([a-z_]+ has rows\): restore into an empty data folder or database\./);

    const notBackup = mkdtempSync(path.join(tmpdir(), 'mise-not-backup-'));
    writeFileSync(path.join(notBackup, 'notes.txt'), 'hello');
    const fresh = makeDataDir();
    try {
      const wrong = tool('db-restore', fresh, notBackup);
      expect(wrong.status).toBe(1);
      expect(wrong.output).toContain(`Restore failed: ${notBackup} is not a backup: it has no manifest.json`);
    } finally {
      rmSync(notBackup, { recursive: true, force: true });
      removeDataDir(fresh);
    }
  });

  it('refuses to write a backup into a folder that is not empty', () => {
    const made = tool('db-backup', restored!.dataDir, backup);
    expect(made.status).toBe(1);
    expect(made.output).toContain(`Backup failed: ${backup} is not empty: a backup goes into a new folder`);
    expect(readdirSync(backup).sort()).toEqual(['manifest.json', 'objects', 'tables']);
  });
});
