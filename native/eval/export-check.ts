// Would a document's export pass the leak check? A failed check saves nothing, and the user must find by hand what the
// engine left, so `garim eval` counts the documents whose TXT export would fail: the engine's redaction written as the
// TXT writer writes it and searched by `exportRedacted`'s own check (`checkExport`), in memory.
import { leakMentions, replacementsOf } from '../app-service/replacements';
import type { RedactionResult } from '../app-service/ports';
import { checkExport, readDocumentBytes, writeDocument } from '../formats';
import type { LeakHit } from '../formats';

/**
 * The leak check's hits for the TXT export of `text` redacted as `redaction` (none when the export would pass), or
 * undefined where no TXT export can be made of the text as it is (empty, binary, a byte-order mark the reader drops).
 */
export async function exportLeakHits(text: string, redaction: RedactionResult): Promise<LeakHit[] | undefined> {
  const doc = await readDocumentBytes(new TextEncoder().encode(text), 'eval.txt').catch(() => undefined);
  if (doc?.text !== text) return undefined;
  const replacements = replacementsOf(redaction);
  return (await checkExport(doc, replacements, await writeDocument(doc, replacements), leakMentions(text, redaction, []))).hits;
}
