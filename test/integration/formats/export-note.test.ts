// One message per export: what a writer changed about the output is its note alone. Readers used to announce the
// same conversion again in their warnings ("exported as HWPX…"), so the CLI and the app printed it twice in two
// wordings; a reader's warnings now only say what reading found.
import { describe, expect, it } from 'vitest';
import { readDocument, writeDocument } from '../../../native/formats';
import { fixture, replacementsFor } from './helpers';

describe('export notes', () => {
  it.each(['judgment-utf8.txt', 'judgment-cp949.html', 'judgment.hwpx', 'judgment.docx', 'judgment.hwp', 'uncompressed.hwp', 'judgment.pdf'])(
    '%s: the output keeps its format and its export is described once',
    async (name) => {
      const doc = await readDocument(fixture(name));
      const written = await writeDocument(doc, replacementsFor(doc.text));
      expect(written.extension).toBe(name.slice(name.lastIndexOf('.')));
      // A warning may say what export does to something read (DOCX comments), but never alongside a writer's note.
      const aboutExport = doc.warnings.filter((w) => /내보|export/i.test(w));
      if (written.note) expect(aboutExport).toEqual([]);
      for (const w of doc.warnings) expect(w).not.toMatch(/HWPX로|TXT로|as HWPX|as TXT/);
      if (name.endsWith('.hwp')) expect([written.note, doc.warnings]).toEqual([undefined, []]);
    },
  );
});
