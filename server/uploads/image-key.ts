/**
 * Names of stored images: 128 random bits in hex plus the extension of the type found in the
 * bytes. Nothing of the uploaded file's name survives, and a key cannot be guessed, which is what
 * lets GET /api/v1/files/:key be public (an <img> tag cannot send a bearer token).
 */
import { randomBytes } from 'node:crypto';

export type ImageExtension = 'jpg' | 'png';

export const IMAGE_KEY_PATTERN = /^[0-9a-f]{32}\.(?:jpg|png)$/;

export const newImageKey = (extension: ImageExtension) => `${randomBytes(16).toString('hex')}.${extension}`;

export const isImageKey = (key: string) => IMAGE_KEY_PATTERN.test(key);
