// Placeholder replaced below.
import type { PDFDocument } from 'pdf-lib';
import { GarimError } from '../../errors';
import type { PdfText } from './page-text';
import type { PagePlan } from './redaction-plan';

export async function rasterisePages(
  _pdf: PDFDocument,
  _source: Uint8Array,
  _read: PdfText,
  _plans: PagePlan[],
  pages: number[],
  name: string,
): Promise<void> {
  throw new GarimError(
    'INVALID_INPUT',
    `${pages.map((p) => p + 1).join(', ')}쪽의 글자는 제자리에서 지울 수 없습니다.`,
    `the text on page(s) ${pages.map((p) => p + 1).join(', ')} cannot be removed in place.`,
    name,
  );
}
