/**
 * The local object storage driver (DATA_DIR/objects): what is put comes back byte for byte with
 * its content type; writes leave no temporary file; keys cannot reach outside the folder.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localObjectStorage } from '../../server/storage/local-storage';
import type { ObjectStorage } from '../../server/storage/object-storage';

let parent: string;
let root: string;
let storage: ObjectStorage;
beforeEach(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'mise-storage-'));
  root = path.join(parent, 'objects');
  storage = localObjectStorage(root);
});
afterEach(() => rm(parent, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);
const everyFile = async () => (await readdir(parent, { recursive: true })).sort();

describe('the local storage driver', () => {
  it('gives back what was put, with its content type and size', async () => {
    await storage.put('ab12.png', bytes('not really a png'), 'image/png');

    expect(await storage.get('ab12.png')).toEqual({ bytes: bytes('not really a png'), contentType: 'image/png', size: 16 });
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.get('absent.jpg')).toBeNull();
  });

  it('replaces an object in place and leaves no temporary file', async () => {
    await storage.put('one.txt', bytes('first'), 'text/plain');
    await storage.put('one.txt', bytes('second, longer'), 'text/plain; charset=utf-8');

    expect(await storage.get('one.txt')).toEqual({ bytes: bytes('second, longer'), contentType: 'text/plain; charset=utf-8', size: 14 });
    expect(await everyFile()).toEqual(['objects', 'objects/one.txt', 'objects/one.txt~content-type']);
  });

  it('keeps objects under nested keys', async () => {
    await storage.put('videos/2026/part-00001', bytes('chunk'), 'application/octet-stream');
    expect((await storage.get('videos/2026/part-00001'))?.size).toBe(5);
  });

  it('deletes an object and its content type, and deleting it again is no error', async () => {
    await storage.put('gone.png', bytes('x'), 'image/png');

    await storage.delete('gone.png');
    await storage.delete('gone.png');

    expect(await storage.get('gone.png')).toBeNull();
    expect(await everyFile()).toEqual(['objects']);
  });

  it.each(['../escape.png', '/etc/passwd', 'a/../../b', '.hidden', 'a/.hidden', 'a//b', '', 'a\\b', 'x~content-type', 'dir/', 'ünïcode.png'])(
    'refuses the key %j without touching the disk',
    async (key) => {
      await expect(storage.put(key, bytes('x'), 'image/png')).rejects.toThrow(/Invalid object key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid object key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid object key/);
      expect(existsSync(root)).toBe(false);
      expect(existsSync(path.join(parent, 'escape.png'))).toBe(false);
    },
  );

  it('refuses a content type that could break a header', async () => {
    await expect(storage.put('a.png', bytes('x'), 'image/png\r\nSet-Cookie: a=b')).rejects.toThrow(/Invalid content type/);
    expect(existsSync(root)).toBe(false);
  });
});
