// A file through the whole tool, as a user exports it: read, detected by the bundled engine, exported, read again.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { leakMentions, replacementsOf } from '../../../native/app-service/replacements';
import { createEngine } from '../../../native/engine';
import { exportRedacted, readDocument } from '../../../native/formats';
import { tempDir } from '../../harness/temp-dir';

export async function exportThroughEngine(name: string, bytes: Uint8Array) {
  const dir = tempDir('garim-engine-');
  writeFileSync(path.join(dir, name), bytes);
  const doc = await readDocument(path.join(dir, name));
  const engine = await createEngine({});
  try {
    const r = await engine.deidentify(doc.text, {});
    const result = await exportRedacted(doc, replacementsOf(r), path.join(dir, `out${path.extname(name)}`), leakMentions(doc.text, r, []));
    return { doc, spans: r.spans, leak: result.leak, again: await readDocument(result.path) };
  } finally {
    await engine.dispose();
  }
}
