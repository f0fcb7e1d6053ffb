/**
 * The S3 multipart protocol on local disk (spec section 7 "Video upload"; DESIGN.md section 5).
 * Each upload is a folder `<dir>/<uploadId>/` outside the object namespace, holding `upload.json`
 * (key, content type, start) and its parts as local-parts.ts lays them out. The signature of a
 * part address is checked before anything touches the disk. Within this process a part number is
 * received by one request at a time, and complete waits for no part: it refuses while parts are
 * still arriving, and parts arriving once it has begun are refused.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { UPLOAD_MIN_PART_BYTES } from '../../src/api/contract/uploads';
import { isPartNumber, partListProblem } from './part-rules';
import type { Clock } from '../clock';
import { UploadGone, type LocalAddresses } from './local-addresses';
import { assembleParts, prepareSlots, receivePart, storedParts, type StoredPart } from './local-parts';
import { assertContentType, assertObjectKey, MultipartRefused, type CompletedPart, type MultipartStorage } from './object-storage';
import { LOCAL_PART_BASE, type AddressSigner } from './part-signature';

const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;
const META_FILE = 'upload.json';

export const NO_SUCH_UPLOAD = 'No upload in progress for this address: it was finished, aborted or never begun';
const BEING_FINALIZED = 'This upload is being finalized: it takes no more parts';
const NOT_THIS_UPLOAD = 'No upload in progress with this fileId';
const KEY_MISMATCH = 'fileKey is not the key of this upload';

type Meta = { key: string; contentType: string; startedAt: string };

export type LocalMultipartOptions = {
  dir: string;
  signer: AddressSigner;
  clock: Clock;
  /** The largest object complete assembles (UPLOAD_MAX_BYTES). */
  maxObjectBytes: number;
  /** Puts an object in place from a temporary file `fill` writes (in the object's own folder). */
  placeObject(key: string, contentType: string, fill: (temporaryFile: string) => Promise<void>): Promise<void>;
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
/** S3 answers ETags quoted and browsers hand them back either way; hex compares in any case. */
const bareEtag = (etag: string) => etag.trim().replace(/^"(.*)"$/, '$1').toLowerCase();

/** The checks of complete, in the order S3 makes them; the parts to assemble, in order. */
function chooseParts(received: Map<number, StoredPart[]>, parts: CompletedPart[], maxObjectBytes: number): StoredPart[] {
  const problem = partListProblem(parts);
  if (problem) throw new MultipartRefused(problem);
  const chosen = parts.map(({ partNumber, etag }) => {
    const copies = received.get(partNumber);
    if (!copies) throw new MultipartRefused(`Part ${partNumber} was not uploaded`);
    const copy = copies.find((each) => each.etag === bareEtag(etag));
    if (!copy) throw new MultipartRefused(`The ETag given for part ${partNumber} is not the ETag of the part received`);
    return copy;
  });
  chosen.slice(0, -1).forEach((part) => {
    if (part.size < UPLOAD_MIN_PART_BYTES) {
      throw new MultipartRefused(`Part ${part.partNumber} is ${part.size} bytes: every part but the last must be at least ${UPLOAD_MIN_PART_BYTES} bytes (5 MiB)`);
    }
  });
  const size = chosen.reduce((sum, part) => sum + part.size, 0);
  if (size > maxObjectBytes) throw new MultipartRefused(`The upload is ${size} bytes: at most ${maxObjectBytes} bytes are accepted`);
  return chosen;
}

export function localMultipart(options: LocalMultipartOptions): {
  multipart: MultipartStorage;
  addresses: Pick<LocalAddresses, 'receivePart' | 'listUploads' | 'discardUpload'>;
} {
  const { dir, signer, clock } = options;
  /** Per upload of this process: the part receives running (by part number), and whether complete runs. */
  const busy = new Map<string, { receiving: Map<number, Promise<unknown>>; finishing: boolean }>();
  const busyWith = (uploadId: string) => {
    const state = busy.get(uploadId) ?? { receiving: new Map(), finishing: false };
    busy.set(uploadId, state);
    return state;
  };
  const settle = (uploadId: string) => {
    const state = busy.get(uploadId);
    if (state && state.receiving.size === 0 && !state.finishing) busy.delete(uploadId);
  };

  const folderOf = (uploadId: string) => (UPLOAD_ID_PATTERN.test(uploadId) ? path.join(dir, uploadId) : null);

  async function readMeta(folder: string): Promise<Meta | null> {
    try {
      return JSON.parse(await readFile(path.join(folder, META_FILE), 'utf8')) as Meta;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  const isOpen = (folder: string) =>
    stat(path.join(folder, META_FILE)).then(
      (record) => record.isFile(),
      (error: unknown) => (isMissing(error) ? false : Promise.reject(error)),
    );

  /** The upload's folder and record, checked against the key the caller names. */
  async function openUpload(key: string, uploadId: string): Promise<{ folder: string; meta: Meta } | null> {
    const folder = folderOf(uploadId);
    const meta = folder ? await readMeta(folder) : null;
    if (!folder || !meta) return null;
    if (meta.key !== key) throw new MultipartRefused(KEY_MISMATCH);
    return { folder, meta };
  }

  const removeFolder = (folder: string) => rm(folder, { recursive: true, force: true, maxRetries: 3 });
  const countParts = async (folder: string) => [...(await storedParts(folder)).values()].reduce((sum, copies) => sum + copies.length, 0);

  const multipart: MultipartStorage = {
    async create(key, contentType) {
      assertObjectKey(key);
      assertContentType(contentType);
      const uploadId = randomBytes(16).toString('hex');
      const folder = path.join(dir, uploadId);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await prepareSlots(folder);
      const meta: Meta = { key, contentType, startedAt: clock.now().toISOString() };
      await writeFile(path.join(folder, META_FILE), JSON.stringify(meta), { flag: 'wx', mode: 0o600 });
      return { uploadId };
    },

    async presignPart(_key, uploadId, partNumber, expiresInSeconds) {
      if (!UPLOAD_ID_PATTERN.test(uploadId) || !isPartNumber(partNumber)) throw new Error('presignPart: not an upload id and part number of this driver');
      return `${LOCAL_PART_BASE}${uploadId}/${partNumber}?${signer.sign({ kind: 'part', uploadId, partNumber }, expiresInSeconds)}`;
    },

    async complete(key, uploadId, parts) {
      const upload = await openUpload(key, uploadId);
      if (!upload) throw new MultipartRefused(NOT_THIS_UPLOAD);
      const state = busyWith(uploadId);
      if (state.finishing) throw new MultipartRefused('This upload is already being finalized');
      if (state.receiving.size > 0) {
        settle(uploadId);
        throw new MultipartRefused('Parts of this upload are still arriving: finalize once every part upload has answered');
      }
      state.finishing = true;
      try {
        const chosen = chooseParts(await storedParts(upload.folder), parts, options.maxObjectBytes);
        await options.placeObject(key, upload.meta.contentType, (temporaryFile) => assembleParts(upload.folder, chosen, temporaryFile));
        await removeFolder(upload.folder);
        return { size: chosen.reduce((sum, part) => sum + part.size, 0) };
      } finally {
        state.finishing = false;
        settle(uploadId);
      }
    },

    async abort(key, uploadId) {
      const upload = await openUpload(key, uploadId);
      if (!upload) return { partsLeft: 0 };
      await removeFolder(upload.folder);
      return { partsLeft: await countParts(upload.folder) };
    },
  };

  const addresses: Pick<LocalAddresses, 'receivePart' | 'listUploads' | 'discardUpload'> = {
    async receivePart(uploadId, partNumber, query, body, maxBytes, declaredBytes) {
      // Nothing touches the disk before the signature holds: it also vouches for the id and number.
      signer.verify({ kind: 'part', uploadId, partNumber }, query);
      const folder = folderOf(uploadId);
      // Only whether the upload is open: its record's presence, one file-system call (a part waits for it).
      if (!folder || !isPartNumber(partNumber) || !(await isOpen(folder))) throw new UploadGone(NO_SUCH_UPLOAD);
      const state = busyWith(uploadId);
      const source = !body ? Readable.from([]) : body instanceof ReadableStream ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : body;
      const earlier = state.receiving.get(partNumber) ?? Promise.resolve();
      const receiving = earlier
        .catch(() => undefined)
        .then(() => {
          if (state.finishing) throw new UploadGone(BEING_FINALIZED);
          return receivePart(folder, partNumber, source, declaredBytes, maxBytes);
        });
      state.receiving.set(partNumber, receiving);
      try {
        return await receiving;
      } catch (error) {
        if (isMissing(error)) throw new UploadGone(NO_SUCH_UPLOAD); // aborted while the part streamed in
        throw error;
      } finally {
        if (state.receiving.get(partNumber) === receiving) state.receiving.delete(partNumber);
        settle(uploadId);
      }
    },

    async listUploads() {
      const entries = await readdir(dir).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
      const uploads: Array<{ uploadId: string; startedAt: Date }> = [];
      for (const uploadId of entries.filter((entry) => UPLOAD_ID_PATTERN.test(entry))) {
        const folder = path.join(dir, uploadId);
        const meta = await readMeta(folder).catch(() => null);
        const startedAt = meta ? new Date(meta.startedAt) : await stat(folder).then((info) => info.mtime, () => null);
        if (startedAt && !Number.isNaN(startedAt.getTime())) uploads.push({ uploadId, startedAt });
      }
      return uploads;
    },

    async discardUpload(uploadId) {
      const folder = folderOf(uploadId);
      if (folder) await removeFolder(folder);
    },
  };

  return { multipart, addresses };
}
