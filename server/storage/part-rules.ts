/**
 * S3's rules for the part list of a multipart upload, which both storage drivers keep (the local
 * driver enforces them, the S3 driver checks them before asking the store, so both refuse alike):
 * part numbers 1 to 10,000, at most 10,000 parts, listed once each in ascending order.
 */
import { UPLOAD_MAX_PARTS } from '../../src/api/contract/uploads';
import type { CompletedPart } from './object-storage';

export const isPartNumber = (n: number) => Number.isInteger(n) && n >= 1 && n <= UPLOAD_MAX_PARTS;

/** What is wrong with the list a client asks to assemble, in the order S3 checks it; undefined when nothing. */
export function partListProblem(parts: Pick<CompletedPart, 'partNumber'>[]): string | undefined {
  if (parts.length === 0) return 'parts must not be empty';
  if (parts.length > UPLOAD_MAX_PARTS) return `An upload has at most ${UPLOAD_MAX_PARTS} parts`;
  for (const [index, part] of parts.entries()) {
    if (!isPartNumber(part.partNumber)) return `PartNumber must be a whole number from 1 to ${UPLOAD_MAX_PARTS}`;
    const previous = parts[index - 1];
    if (previous && part.partNumber <= previous.partNumber) {
      return `parts must be listed once each, in ascending order of PartNumber: part ${part.partNumber} comes after part ${previous.partNumber}`;
    }
  }
  return undefined;
}
