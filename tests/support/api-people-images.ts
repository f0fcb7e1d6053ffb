/**
 * Real images made in code for the people API tests: PNGs from server/demo/solid-png.ts and a
 * minimal baseline JPEG encoder for one colour (each 8x8 block carries only its DC coefficient,
 * with a quantisation table of ones and the smallest Huffman tables that code it). Both decode in
 * any viewer; the server checks them with file-type and decodes them whole with sharp (libvips),
 * which know nothing of these encoders.
 */
import { solidPng, type Rgb } from '../../server/demo/solid-png';

export { solidPng as png };

const TOMATO: Rgb = [0xe5, 0x4b, 0x2f];

const category = (value: number) => (value === 0 ? 0 : Math.floor(Math.log2(Math.abs(value))) + 1);

function bitWriter() {
  const bytes: number[] = [];
  let current = 0;
  let filled = 0;
  const pushByte = (byte: number) => {
    bytes.push(byte);
    if (byte === 0xff) bytes.push(0x00); // byte stuffing in entropy-coded data
  };
  return {
    write(value: number, length: number) {
      for (let bit = length - 1; bit >= 0; bit -= 1) {
        current = (current << 1) | ((value >> bit) & 1);
        filled += 1;
        if (filled === 8) {
          pushByte(current);
          current = 0;
          filled = 0;
        }
      }
    },
    /** Pads the last byte with 1 bits, as the standard asks. */
    finish(): number[] {
      if (filled > 0) pushByte((current << (8 - filled)) | ((1 << (8 - filled)) - 1));
      return bytes;
    },
  };
}

const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];

export function jpeg(width: number, height: number, [red, green, blue]: Rgb = TOMATO): Uint8Array {
  const y = 0.299 * red + 0.587 * green + 0.114 * blue;
  const cb = -0.168736 * red - 0.331264 * green + 0.5 * blue + 128;
  const cr = 0.5 * red - 0.418688 * green - 0.081312 * blue + 128;
  // The DC coefficient of a flat 8x8 block of level-shifted samples is 8 times the sample.
  const dc = [y, cb, cr].map((value) => Math.round(8 * (value - 128)));
  // Every DC category in use gets a 3-bit code, in order: 000, 001, 010, 011.
  const symbols = [...new Set([0, ...dc.map(category)])].sort((a, b) => a - b);
  const dcCode = new Map(symbols.map((symbol, index) => [symbol, index]));

  const bits = bitWriter();
  const previous = [0, 0, 0];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  for (let block = 0; block < blocks; block += 1) {
    for (let component = 0; component < 3; component += 1) {
      const diff = dc[component]! - previous[component]!;
      previous[component] = dc[component]!;
      const size = category(diff);
      bits.write(dcCode.get(size)!, 3);
      if (size > 0) bits.write(diff > 0 ? diff : diff + (1 << size) - 1, size);
      bits.write(0, 1); // end of block: the AC table's one code
    }
  }

  const dcBits = Array.from({ length: 16 }, (_, index) => (index === 2 ? symbols.length : 0));
  const acBits = Array.from({ length: 16 }, (_, index) => (index === 0 ? 1 : 0));
  const components = [1, 2, 3];
  return Uint8Array.from([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, ...components.flatMap((id) => [id, 0x11, 0])]),
    ...segment(0xc4, [0x00, ...dcBits, ...symbols]),
    ...segment(0xc4, [0x10, ...acBits, 0x00]),
    ...segment(0xda, [3, ...components.flatMap((id) => [id, 0x00]), 0, 63, 0]),
    ...bits.finish(),
    0xff, 0xd9,
  ]);
}

/** A file as a browser's form would send it. */
export const fileOf = (bytes: Uint8Array | string, name: string, type: string) => new File([bytes as BlobPart], name, { type });

export const pngFile = (side = 120, name = 'photo.png') => fileOf(solidPng(side, side, TOMATO), name, 'image/png');
export const jpegFile = (width = 120, height = 100, name = 'photo.jpg') => fileOf(jpeg(width, height), name, 'image/jpeg');
/** Text pretending to be a PNG: the name and the declared type lie, the bytes do not. */
export const textAsPng = () => fileOf('just some text, not an image\n'.repeat(20), 'photo.png', 'image/png');
/** The eight bytes that say "PNG", then noise where the header should be. */
export const pngSignatureOnly = () =>
  fileOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0x5a)]), 'photo.png', 'image/png');
/** A real image of a type the product refuses. */
export const gifFile = () =>
  fileOf(Uint8Array.from(Buffer.from('R0lGODlhZABkAIAAAP///wAAACH5BAEAAAAALAAAAABkAGQAAAIChAEAOw==', 'base64')), 'photo.gif', 'image/gif');
