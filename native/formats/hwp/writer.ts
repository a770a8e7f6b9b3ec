// HWP binary is never written: re-encoding its records safely would need the full format, so the redacted text
// goes out as a new HWPX that Hangul opens directly.
import { buildHwpx, hwpxParagraph } from '../hwpx/build-hwpx';
import { applyReplacements, checkReplacements } from '../replacements';
import type { DocumentWriter, WrittenDocument } from '../types';

export const HWP_EXPORT_NOTE =
  'HWP 바이너리는 직접 쓰지 않고 HWPX로 내보냅니다(글자 모양과 표 서식은 옮겨지지 않습니다). / HWP binary is not written; the redacted text is exported as HWPX (character and table formatting are not carried over).';

export const hwpWriter: DocumentWriter = {
  format: 'hwp',
  async write(doc, replacements): Promise<WrittenDocument> {
    checkReplacements(doc.text, replacements, doc.name);
    const redacted = applyReplacements(doc.text, replacements);
    const lines = redacted.replace(/\n$/, '').split('\n');
    const bytes = buildHwpx({ paragraphs: lines.map((l) => hwpxParagraph(l)), previewText: redacted.slice(0, 1024).replace(/\n/g, '\r\n') });
    return { format: 'hwpx', extension: '.hwpx', bytes, note: HWP_EXPORT_NOTE };
  },
};
