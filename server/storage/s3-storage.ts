/**
 * The s3 storage driver (DESIGN.md section 1, `STORAGE=s3`): AWS S3 or any S3-compatible store
 * (MinIO, Ceph RGW, R2) through the official AWS SDK. Video parts go straight from the browser to
 * the store through presigned UploadPart URLs; complete checks what the store received (ListParts)
 * against what the client claims before it lets the store assemble anything.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_MIN_PART_BYTES } from '../../src/api/contract/uploads';
import { isPartNumber, partListProblem } from './part-rules';
import {
  assertContentType,
  assertObjectKey,
  MultipartRefused,
  type ByteRange,
  type CompletedPart,
  type ObjectStorage,
} from './object-storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, R2…); unset: AWS S3 of the region. */
  endpoint?: string;
  /** Both or neither; neither: the SDK's own chain (environment, profile, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle?: boolean;
  /** The largest object a multipart upload may assemble. */
  maxUploadBytes: number;
};

const FALLBACK_TYPE = 'application/octet-stream';
/** SigV4 presigned URLs live at most 7 days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
/** How many times abort drops the upload again when parts still in flight landed meanwhile. */
const ABORT_ROUNDS = 5;

/** The S3 error code (`NoSuchKey`, `InvalidPart`…) and HTTP status of a failed call. */
function s3ErrorOf(error: unknown): { code: string; status: number | undefined } {
  const failure = error as { name?: unknown; Code?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  const code = typeof failure?.Code === 'string' ? failure.Code : typeof failure?.name === 'string' ? failure.name : '';
  return { code, status: failure?.$metadata?.httpStatusCode };
}

/** No such object; a missing bucket is a configuration error and throws (except on HEAD, which cannot tell). */
const isMissingObject = (error: unknown) => {
  const { code, status } = s3ErrorOf(error);
  return code === 'NoSuchKey' || code === 'NotFound' || (status === 404 && code !== 'NoSuchBucket');
};

const isUnsatisfiable = (error: unknown) => {
  const { code, status } = s3ErrorOf(error);
  return code === 'InvalidRange' || status === 416;
};

const isNoSuchUpload = (error: unknown) => s3ErrorOf(error).code === 'NoSuchUpload';

/** What the store says when the client's part list is wrong, in the client's terms. */
const CLIENT_CAUSED: ReadonlyMap<string, string> = new Map([
  ['NoSuchUpload', 'the upload does not exist, or was already finished or aborted'],
  ['InvalidPart', 'a listed part was not received, or its ETag does not match what the store received'],
  ['InvalidPartOrder', 'parts must be listed in strictly ascending order of PartNumber'],
  ['EntityTooSmall', `every part but the last must be at least ${UPLOAD_MIN_PART_BYTES} bytes`],
  ['EntityTooLarge', 'the upload is larger than the store allows'],
  ['MalformedXML', 'the part list is not valid'],
]);

/**
 * A store error caused by the client's request, as a MultipartRefused (a 400 to the client); any
 * other error (network, credentials, permissions) is the server's problem and is passed on as is.
 */
export function refusalFromStore(error: unknown): unknown {
  const message = CLIENT_CAUSED.get(s3ErrorOf(error).code);
  return message === undefined ? error : new MultipartRefused(message);
}

const unquote = (etag: string) => etag.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');

function assertExpiry(expiresInSeconds: number): void {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_PRESIGN_SECONDS) {
    throw new Error(`Invalid expiry: presigned URLs last 1 to ${MAX_PRESIGN_SECONDS} seconds`);
  }
}

function assertPartNumber(partNumber: number): void {
  if (!isPartNumber(partNumber)) {
    throw new Error(`Invalid part number: ${partNumber}`);
  }
}

/** The object's size and the bytes sent, from `Content-Range: bytes 0-9/1234` or a whole answer. */
function sizeAndRange(answer: GetObjectCommandOutput): { size: number; range: ByteRange } {
  const parsed = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange?.trim() ?? '');
  if (parsed) return { size: Number(parsed[3]), range: { start: Number(parsed[1]), end: Number(parsed[2]) } };
  const size = answer.ContentLength ?? 0;
  return { size, range: { start: 0, end: size - 1 } };
}


export function s3ObjectStorage(options: S3StorageOptions): ObjectStorage {
  const { bucket, maxUploadBytes } = options;
  if ((options.accessKeyId === undefined) !== (options.secretAccessKey === undefined)) {
    throw new Error('The s3 driver needs both an access key id and a secret access key, or neither');
  }
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId !== undefined && options.secretAccessKey !== undefined
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    // The SDK's default adds a CRC32 of the (empty) body to presigned UploadPart URLs, which the
    // store then checks against the part the browser sends, and refuses; many S3-compatible stores
    // also reject the checksum headers. Checksums only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  /** Every part the store holds for the upload, across ListParts pages. */
  async function listParts(key: string, uploadId: string) {
    const parts = new Map<number, { etag: string; size: number }>();
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(
        new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId, ...(marker !== undefined ? { PartNumberMarker: marker } : {}) }),
      );
      for (const part of page.Parts ?? []) {
        if (part.PartNumber !== undefined) parts.set(part.PartNumber, { etag: part.ETag ?? '', size: part.Size ?? 0 });
      }
      const next = page.NextPartNumberMarker;
      if (!page.IsTruncated || next === undefined || next === marker) return parts;
      marker = next;
    }
  }

  /** The parts listed by the client, checked against what the store received; the total size. */
  function checkAgainstReceived(parts: CompletedPart[], received: Map<number, { etag: string; size: number }>): number {
    let total = 0;
    parts.forEach(({ partNumber, etag }, index) => {
      const held = received.get(partNumber);
      if (!held) throw new MultipartRefused(`part ${partNumber} was not received`);
      if (unquote(held.etag) !== unquote(etag)) {
        throw new MultipartRefused(`the ETag of part ${partNumber} does not match what the store received`);
      }
      if (index < parts.length - 1 && held.size < UPLOAD_MIN_PART_BYTES) {
        throw new MultipartRefused(`part ${partNumber} is ${held.size} bytes; every part but the last must be at least ${UPLOAD_MIN_PART_BYTES} bytes`);
      }
      total += held.size;
    });
    if (total > maxUploadBytes) throw new MultipartRefused(`the upload is ${total} bytes, over the limit of ${maxUploadBytes} bytes`);
    return total;
  }

  async function headObject(key: string): Promise<{ size: number; contentType: string } | null> {
    assertObjectKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? FALLBACK_TYPE };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, bytes, contentType) {
      assertObjectKey(key);
      assertContentType(contentType);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },

    async get(key) {
      assertObjectKey(key);
      let answer: GetObjectCommandOutput;
      try {
        answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
      const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      return { bytes, contentType: answer.ContentType ?? FALLBACK_TYPE, size: bytes.byteLength };
    },

    async delete(key) {
      assertObjectKey(key);
      // S3 answers a delete of nothing with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    head: headObject,

    async read(key, range?: ByteRange) {
      assertObjectKey(key);
      if (range && (!Number.isInteger(range.start) || !Number.isInteger(range.end) || range.start < 0 || range.end < range.start)) {
        throw new Error(`Invalid range: ${range.start}-${range.end}`);
      }
      let answer: GetObjectCommandOutput;
      try {
        answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
      } catch (error) {
        if (isMissingObject(error)) return null;
        if (!range || !isUnsatisfiable(error)) throw error;
        // A range starting past the end is the caller's bug, as with the local driver; but an
        // empty object read from 0 is just empty (S3 answers 416 to any range of it).
        const held = await headObject(key);
        if (held === null) return null;
        if (held.size === 0 && range.start === 0) {
          return { body: new Response(new Uint8Array()).body!, contentType: held.contentType, size: 0, range: { start: 0, end: -1 } };
        }
        throw new RangeError(`Range ${range.start}-${range.end} is outside an object of ${held.size} bytes`);
      }
      const body = answer.Body ? answer.Body.transformToWebStream() : new Response(new Uint8Array()).body!;
      // The store clips a range that runs past the end, so the range answered is the one it sent.
      return { body, contentType: answer.ContentType ?? FALLBACK_TYPE, ...sizeAndRange(answer) };
    },

    async presignRead(key, expiresInSeconds) {
      assertObjectKey(key);
      assertExpiry(expiresInSeconds);
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresInSeconds });
    },

    multipart: {
      async create(key, contentType) {
        assertObjectKey(key);
        assertContentType(contentType);
        const answer = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }));
        if (!answer.UploadId) throw new Error('The store began a multipart upload without an upload id');
        return { uploadId: answer.UploadId };
      },

      async presignPart(key, uploadId, partNumber, expiresInSeconds) {
        assertObjectKey(key);
        assertPartNumber(partNumber);
        assertExpiry(expiresInSeconds);
        return getSignedUrl(client, new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: partNumber }), {
          expiresIn: expiresInSeconds,
        });
      },

      async complete(key, uploadId, parts) {
        assertObjectKey(key);
        const problem = partListProblem(parts);
        if (problem) throw new MultipartRefused(problem);
        try {
          const received = await listParts(key, uploadId);
          const size = checkAgainstReceived(parts, received);
          await client.send(
            new CompleteMultipartUploadCommand({
              Bucket: bucket,
              Key: key,
              UploadId: uploadId,
              // The ETags as the store wrote them: some stores compare them quotes and all.
              MultipartUpload: { Parts: parts.map(({ partNumber }) => ({ PartNumber: partNumber, ETag: received.get(partNumber)!.etag })) },
            }),
          );
          return { size };
        } catch (error) {
          if (error instanceof MultipartRefused) throw error;
          throw refusalFromStore(error);
        }
      },

      async abort(key, uploadId) {
        assertObjectKey(key);
        // S3: parts still being uploaded may land after an abort; abort again until none are left.
        let partsLeft = 0;
        for (let round = 0; round < ABORT_ROUNDS; round += 1) {
          try {
            await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
          } catch (error) {
            if (!isNoSuchUpload(error)) throw error;
          }
          try {
            partsLeft = (await listParts(key, uploadId)).size;
          } catch (error) {
            if (isNoSuchUpload(error)) return { partsLeft: 0 };
            throw error;
          }
          if (partsLeft === 0) return { partsLeft };
        }
        return { partsLeft };
      },
    },
  };
}
