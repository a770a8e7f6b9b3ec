// TIFF scans, one page or many: decoded by UTIF.js (photopea's, MIT, pure JavaScript) into RGB bitmaps, which the
// image reader wraps as PDF pages for OCR like any other scan. Sizes are checked before pixels are decoded.
import UTIF, { type Ifd } from 'utif';
import { GarimError } from '../../errors';
import type { Bitmap } from '../pdf/pdfium';

export const TIFF_MAGIC = [
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
];

/** A scanner's A4 page at 600 dpi is 35 M pixels; more than this per page, or pages in all, is no scan we read. */
const MAX_PAGE_PIXELS = 60_000_000;
const MAX_PAGES = 500;

export interface TiffPage {
  bitmap: Bitmap;
  /** From XResolution/ResolutionUnit when the file declares it. */
  dpi?: number;
}

function damaged(name: string, cause?: unknown): GarimError {
  return new GarimError(
    'CORRUPT_DOCUMENT',
    'TIFF 파일이 손상되었거나 읽을 수 없는 방식으로 저장되었습니다. 스캐너에서 다시 저장해 주세요.',
    'the TIFF file is damaged or stored in a way that cannot be read. Save the scan again.',
    name,
    cause === undefined ? undefined : { cause },
  );
}

function declaredDpi(ifd: Ifd): number | undefined {
  const x = ifd.t282?.[0];
  const unit = ifd.t296?.[0] ?? 2;
  if (typeof x !== 'number' || !(x > 0)) return undefined;
  const dpi = unit === 3 ? x * 2.54 : unit === 2 ? x : undefined;
  return dpi !== undefined && dpi >= 50 && dpi <= 2400 ? dpi : undefined;
}

/** Every page of a TIFF as an RGB bitmap (alpha dropped onto white, as paper is). */
export function decodeTiff(bytes: Uint8Array, name: string): TiffPage[] {
  let ifds: Ifd[];
  try {
    ifds = UTIF.decode(bytes).filter((ifd) => typeof ifd.t256?.[0] === 'number' && typeof ifd.t257?.[0] === 'number');
  } catch (e) {
    throw damaged(name, e);
  }
  if (ifds.length === 0) throw damaged(name);
  if (ifds.length > MAX_PAGES) {
    throw new GarimError('UNSAFE_ARCHIVE', `TIFF 쪽이 너무 많습니다(${ifds.length}쪽, 한도 ${MAX_PAGES}쪽).`, `the TIFF has too many pages (${ifds.length}, limit ${MAX_PAGES}).`, name);
  }
  return ifds.map((ifd) => {
    const [width, height] = [Number(ifd.t256![0]), Number(ifd.t257![0])];
    if (!(width > 0 && height > 0) || width * height > MAX_PAGE_PIXELS) {
      throw new GarimError('UNSAFE_ARCHIVE', `TIFF 쪽 크기가 비정상적입니다(${width}×${height}).`, `a TIFF page has an abnormal size (${width}×${height}).`, name);
    }
    let rgba: Uint8Array;
    try {
      UTIF.decodeImage(bytes, ifd, ifds);
      rgba = UTIF.toRGBA8(ifd);
    } catch (e) {
      throw damaged(name, e);
    }
    if (rgba.length < width * height * 4) throw damaged(name);
    const rgb = new Uint8Array(width * height * 3);
    for (let p = 0, q = 0; q < rgb.length; p += 4, q += 3) {
      const a = rgba[p + 3] / 255;
      rgb[q] = Math.round(rgba[p] * a + 255 * (1 - a));
      rgb[q + 1] = Math.round(rgba[p + 1] * a + 255 * (1 - a));
      rgb[q + 2] = Math.round(rgba[p + 2] * a + 255 * (1 - a));
    }
    const dpi = declaredDpi(ifd);
    return { bitmap: { width, height, rgb }, ...(dpi ? { dpi } : {}) };
  });
}
