// The writer keeps line endings exactly (they are part of the text); this only reports what the file uses.
import type { SourceDocument } from '../types';

export function detectLineEnding(text: string): SourceDocument['lineEnding'] {
  const crlf = (text.match(/\r\n/g) ?? []).length;
  const lf = (text.match(/(?<!\r)\n/g) ?? []).length;
  const cr = (text.match(/\r(?!\n)/g) ?? []).length;
  const kinds = [crlf > 0, lf > 0, cr > 0].filter(Boolean).length;
  if (kinds > 1) return 'mixed';
  if (crlf > 0) return 'CRLF';
  if (cr > 0) return 'CR';
  return 'LF';
}
