/**
 * The server's check of an uploaded image (DESIGN.md section 5): the type comes from the bytes
 * (file-type), never from the name or the browser's content type; only JPEG and PNG; at most
 * IMAGE_MAX_BYTES and IMAGE_MAX_PIXELS; when asked, at least `minSide` pixels each way; and the
 * pixels decode whole (sharp), so a header alone, a truncated file or corrupt data is refused
 * rather than stored on the word of its header.
 */
import { fieldRefused } from '../../src/api/contract/answer-codes';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_PIXELS_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageTooSmallMessage,
  UNREADABLE_IMAGE_MESSAGE,
} from '../../src/api/contract/fields';
import { HttpError } from '../http/http-error';
import type { ImageExtension } from './image-key';

// Each upload is decoded once: libvips's operation cache would only hold memory.
sharp.cache(false);

export type AcceptedImage = {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png';
  extension: ImageExtension;
  width: number;
  height: number;
};

const KINDS = {
  'image/jpeg': { extension: 'jpg', format: 'jpeg' },
  'image/png': { extension: 'png', format: 'png' },
} as const;

type Kind = keyof typeof KINDS;
const isKind = (mime: string): mime is Kind => mime in KINDS;

/** A stuck decode is cut off; a 40-megapixel image decodes in well under a second. */
const DECODE_TIMEOUT_SECONDS = 10;
/** Any warning (a truncated or corrupt stream) fails the decode; the pixel cap holds in libvips too. */
const decoder = (bytes: Uint8Array) => sharp(bytes, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS, sequentialRead: true });

/** The header's format and size, or undefined when no decoder can read it. */
async function header(bytes: Uint8Array): Promise<{ format: string; width: number; height: number } | undefined> {
  try {
    // No pixel cap here: the header is all it reads, and the cap gets its own message below.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { format, width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decodes every pixel row into a thumbnail: libvips streams the rows (JPEG shrink-on-load still
 * reads every block), so memory stays small and missing or damaged data fails it.
 */
async function decodesWhole(bytes: Uint8Array): Promise<boolean> {
  try {
    await decoder(bytes).timeout({ seconds: DECODE_TIMEOUT_SECONDS }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

export async function acceptImage(
  file: File,
  options: { minSide?: number; field?: string } = {},
): Promise<AcceptedImage> {
  const refuse = (message: string) => new HttpError(400, fieldRefused(options.field ?? 'image', message));
  if (file.size > IMAGE_MAX_BYTES) throw refuse(IMAGE_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());

  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!mime || !isKind(mime)) throw refuse(IMAGE_TYPE_MESSAGE);
  const kind = KINDS[mime];
  const size = await header(bytes);
  if (!size) throw refuse(UNREADABLE_IMAGE_MESSAGE);
  if (size.format !== kind.format) throw refuse(IMAGE_TYPE_MESSAGE);
  if (size.width * size.height > IMAGE_MAX_PIXELS) throw refuse(IMAGE_PIXELS_MESSAGE);

  const { minSide } = options;
  if (minSide !== undefined && (size.width < minSide || size.height < minSide)) throw refuse(imageTooSmallMessage(minSide));
  if (!(await decodesWhole(bytes))) throw refuse(UNREADABLE_IMAGE_MESSAGE);
  return { bytes, contentType: mime, extension: kind.extension, width: size.width, height: size.height };
}
