/**
 * acceptImage: the type comes from the bytes, only JPEG and PNG, at most 5 MB, and at least the
 * minimum side when asked; a refusal is a 400 naming the field.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/http-error';
import { acceptImage } from '../../server/uploads/accept-image';
import { fileOf, gifFile, jpeg, jpegFile, png, pngFile, textAsPng } from '../support/api-people-images';

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

  it('names the field it was given', async () => {
    expect((await refusal(acceptImage(textAsPng(), { field: 'profile_image' }))).message).toBe(
      'profile_image: Only jpg, png or jpeg images are allowed',
    );
  });
});
