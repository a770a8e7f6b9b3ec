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

export const MASTER_PAGE_PART = /^Contents\/masterpage(\d+)\.xml$/;

/** Parts holding text, in reading order: sections by number, then master pages (바탕쪽), which can repeat names. */
export function textPartNames(names: Iterable<string>): string[] {
  const list = [...names];
  const byNumber = (re: RegExp) => (a: string, b: string) => Number(re.exec(a)![1]) - Number(re.exec(b)![1]);
  return [
    ...list.filter((n) => SECTION_PART.test(n)).sort(byNumber(SECTION_PART)),
    ...list.filter((n) => MASTER_PAGE_PART.test(n)).sort(byNumber(MASTER_PAGE_PART)),
  ];
}
