import { GarimError } from '../../errors';
import { applyReplacements, checkReplacements } from '../replacements';
import type { DocumentWriter, WrittenDocument } from '../types';
import { encodeText } from './encoding';
import type { TxtStructure } from './reader';

export const txtWriter: DocumentWriter = {
  format: 'txt',
  async write(doc, replacements): Promise<WrittenDocument> {
    checkReplacements(doc.text, replacements, doc.name);
    const encoding = (doc.structure as TxtStructure | undefined)?.encoding ?? doc.encoding ?? 'UTF-8';
    return { format: 'txt', extension: '.txt', bytes: encodeInto(applyReplacements(doc.text, replacements), encoding, doc.name) };
  },
};

/** Encodes redacted text in the source's encoding, or fails naming the character the encoding lacks. */
export function encodeInto(text: string, encoding: string, file: string): Uint8Array {
  const bytes = encodeText(text, encoding);
  if (bytes) return bytes;
  const missing = [...text].find((ch) => encodeText(ch, encoding) === null) ?? '?';
  throw new GarimError(
    'INVALID_INPUT',
    `대체 문자열의 '${missing}' 글자는 원본 인코딩(${encoding})으로 저장할 수 없습니다. 한글·영문·숫자로 된 대체어를 써 주세요.`,
    `the character '${missing}' cannot be stored in the source encoding (${encoding}). Use Korean, Latin or digit replacements.`,
    file,
  );
}
