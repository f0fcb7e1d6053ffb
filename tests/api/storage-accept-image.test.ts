/**
 * acceptImage: the type comes from the bytes, only JPEG and PNG, at most 5 MB and 40 megapixels,
 * at least the minimum side when asked, and pixels that decode whole; a refusal is a 400 naming
 * the field.
 */
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/http-error';
import { acceptImage } from '../../server/uploads/accept-image';
import { fileOf, gifFile, jpeg, jpegFile, png, pngFile, textAsPng } from '../support/api-people-images';

const UNREADABLE = 'image: This file could not be read as an image';
const cutEnd = (bytes: Uint8Array, missing: number) => bytes.subarray(0, bytes.byteLength - missing);
/** A PNG whose header (IHDR) claims another size, its checksum made right so only the size lies. */
function pngClaiming(width: number, height: number): Uint8Array {
  const bytes = Buffer.from(png(120, 120, [0, 0, 0]));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, message: (error as HttpError).message };
};

describe('acceptImage', () => {
  it('accepts a PNG of exactly the minimum side and reports what it found', async () => {
    const image = await acceptImage(pngFile(100), { minSide: 100 });
    expect(image).toMatchObject({ contentType: 'image/png', extension: 'png', width: 100, height: 100 });
    expect(image.bytes).toEqual(png(100, 100, [0xe5, 0x4b, 0x2f]));
  });

  it('accepts a JPEG whatever name and type the browser gave it', async () => {
    const image = await acceptImage(fileOf(jpeg(160, 120), 'holiday.png', 'image/png'), { minSide: 100 });
    expect(image).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 160, height: 120 });
  });

  it('accepts any size when no minimum is asked', async () => {
    expect((await acceptImage(jpegFile(8, 8))).width).toBe(8);
  });

  it.each([
    ['text named .png', textAsPng, 'image: Only jpg, png or jpeg images are allowed'],
    ['a GIF', gifFile, 'image: Only jpg, png or jpeg images are allowed'],
    ['an empty file', () => fileOf(new Uint8Array(), 'empty.png', 'image/png'), 'image: Only jpg, png or jpeg images are allowed'],
    ['a 99x120 PNG', () => fileOf(png(99, 120, [0, 0, 0]), 'narrow.png', 'image/png'), 'image: The image must be at least 100x100 pixels'],
    ['a 120x99 JPEG', () => jpegFile(120, 99), 'image: The image must be at least 100x100 pixels'],
    ['6 MB', () => fileOf(new Uint8Array(6 * 1024 * 1024), 'big.png', 'image/png'), 'image: The image must be at most 5 MB'],
  ])('refuses %s with 400', async (_case, file, message) => {
    expect(await refusal(acceptImage(file(), { minSide: 100 }))).toEqual({ status: 400, message });
  });

  it.each([
    ['a PNG cut to 40 bytes', () => fileOf(png(120, 120, [0, 0, 0]).subarray(0, 40), 'cut.png', 'image/png'), UNREADABLE],
    ['a PNG header of 33 bytes with no pixel data', () => fileOf(png(120, 120, [0, 0, 0]).subarray(0, 33), 'header.png', 'image/png'), UNREADABLE],
    ['a PNG missing its last 20 bytes', () => fileOf(cutEnd(png(300, 300, [1, 2, 3]), 20), 'cut.png', 'image/png'), UNREADABLE],
    ['a JPEG missing the end of its pixel data', () => fileOf(cutEnd(jpeg(400, 400), 40), 'cut.jpg', 'image/jpeg'), UNREADABLE],
    ['a PNG header claiming 100000x100000', () => fileOf(pngClaiming(100_000, 100_000), 'huge.png', 'image/png'), 'image: The image must be at most 40 megapixels'],
    ['a PNG whose header claims more rows than its data holds', () => fileOf(pngClaiming(120, 4000), 'tall.png', 'image/png'), UNREADABLE],
  ])('refuses %s with 400: the pixels must decode whole', async (_case, file, message) => {
    expect(await refusal(acceptImage(file(), { minSide: 100 }))).toEqual({ status: 400, message });
  });

  it('names the field it was given', async () => {
    expect((await refusal(acceptImage(textAsPng(), { field: 'profile_image' }))).message).toBe(
      'profile_image: Only jpg, png or jpeg images are allowed',
    );
  });
});
