/**
 * The server's check of an uploaded image (DESIGN.md section 5): the type comes from the bytes
 * (file-type), never from the name or the browser's content type; only JPEG and PNG; at most
 * IMAGE_MAX_BYTES; and, when asked, at least `minSide` pixels each way (image-size reads the
 * dimensions from the header, which also proves the file is an image of that type).
 */
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import {
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageTooSmallMessage,
} from '../../src/api/contract/fields';
import { HttpError } from '../http/http-error';
import type { ImageExtension } from './image-key';

export type AcceptedImage = {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png';
  extension: ImageExtension;
  width: number;
  height: number;
};

const KINDS = {
  'image/jpeg': { extension: 'jpg', sizeType: 'jpg' },
  'image/png': { extension: 'png', sizeType: 'png' },
} as const;

type Kind = keyof typeof KINDS;
const isKind = (mime: string): mime is Kind => mime in KINDS;

function dimensions(bytes: Uint8Array): { type: string | undefined; width: number; height: number } | undefined {
  try {
    const size = imageSize(bytes);
    return size.width && size.height ? { type: size.type, width: size.width, height: size.height } : undefined;
  } catch {
    return undefined; // a header it cannot read: not a usable image
  }
}

export async function acceptImage(
  file: File,
  options: { minSide?: number; field?: string } = {},
): Promise<AcceptedImage> {
  const refuse = (message: string) => new HttpError(400, `${options.field ?? 'image'}: ${message}`);
  if (file.size > IMAGE_MAX_BYTES) throw refuse(IMAGE_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());

  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!mime || !isKind(mime)) throw refuse(IMAGE_TYPE_MESSAGE);
  const kind = KINDS[mime];
  const size = dimensions(bytes);
  if (!size || size.type !== kind.sizeType) throw refuse(IMAGE_TYPE_MESSAGE);

  const { minSide } = options;
  if (minSide !== undefined && (size.width < minSide || size.height < minSide)) throw refuse(imageTooSmallMessage(minSide));
  return { bytes, contentType: mime, extension: kind.extension, width: size.width, height: size.height };
}
