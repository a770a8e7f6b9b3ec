import { GarimError } from '../../errors';
import type { DocumentReader, SourceDocument } from '../types';
import { decodeUnknownText } from './encoding';
import { detectLineEnding } from './line-ending';

export interface TxtStructure {
  encoding: string;
}

export const txtReader: DocumentReader = {
  format: 'txt',
  extensions: ['.txt', '.text'],
  // Plain text has no magic number: it is chosen by extension, after every binary format declined.
  sniff: () => false,
  async read(bytes, name): Promise<SourceDocument> {
    const decoded = decodeUnknownText(bytes);
    if (!decoded) {
      throw new GarimError(
        'NOT_TEXT',
        '텍스트 파일이 아닙니다(이진 데이터이거나 알 수 없는 인코딩). 원본 문서(HWP, HWPX, DOCX, PDF)를 직접 열어 주세요.',
        'not a text file (binary data or an unknown encoding). Open the original document (HWP, HWPX, DOCX, PDF) instead.',
        name,
      );
    }
    const structure: TxtStructure = { encoding: decoded.encoding };
    return {
      name,
      format: 'txt',
      text: decoded.text,
      encoding: decoded.encoding,
      lineEnding: detectLineEnding(decoded.text),
      structure,
      warnings: [],
    };
  },
};
