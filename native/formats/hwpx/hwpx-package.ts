// What an HWPX (OWPML) package holds and how to recognise one.
import { resolveLimits } from '../limits';
import { extensionOf } from '../registry-names';
import { isZip, listZip } from '../zip/read-zip';

export const HWPX_MIMETYPE = 'application/hwp+zip';
export const SECTION_PART = /^Contents\/section(\d+)\.xml$/;
export const PREVIEW_TEXT = 'Preview/PrvText.txt';
export const PREVIEW_IMAGE = 'Preview/PrvImage.png';
export const CONTENT_HPF = 'Contents/content.hpf';

export function looksLikeHwpx(bytes: Uint8Array, name: string): boolean {
  if (!isZip(bytes)) return false;
  // Hangul writes `mimetype` first and stored, as ODF does: checking it needs no inflating.
  const head = new TextDecoder().decode(bytes.subarray(30, 38 + HWPX_MIMETYPE.length));
  if (head === `mimetype${HWPX_MIMETYPE}`) return true;
  try {
    return listZip(bytes, name, resolveLimits()).some((e) => e.name === CONTENT_HPF || SECTION_PART.test(e.name));
  } catch {
    return extensionOf(name) === '.hwpx';
  }
}

export function sectionNames(names: Iterable<string>): string[] {
  return [...names]
    .filter((n) => SECTION_PART.test(n))
    .sort((a, b) => Number(SECTION_PART.exec(a)![1]) - Number(SECTION_PART.exec(b)![1]));
}
