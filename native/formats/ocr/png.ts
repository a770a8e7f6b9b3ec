// A minimal PNG encoder (8-bit RGB, no filtering): Tesseract takes image files, and rendered pages are raw pixels.
import { crc32, deflateSync } from 'node:zlib';
import type { Bitmap } from '../pdf/pdfium';

export function encodePng(bitmap: Bitmap): Uint8Array {
  const row = bitmap.width * 3;
  const raw = Buffer.alloc((row + 1) * bitmap.height);
  for (let y = 0; y < bitmap.height; y++) raw.set(bitmap.rgb.subarray(y * row, (y + 1) * row), y * (row + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(bitmap.width, 0);
  header.writeUInt32BE(bitmap.height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}
