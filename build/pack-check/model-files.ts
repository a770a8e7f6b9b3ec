// The bundled model against its manifest: every file present, the model and tokenizer hashes equal to the
// manifest's (the runner refuses a mismatch at start-up; packaging should fail first).
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { manifestSchema } from '../../native/model/manifest-schema';

export async function sha256File(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex');
}

export interface ModelCheck {
  problems: string[];
  /** File name → bytes, for the size report. */
  sizes: Record<string, number>;
}

export async function checkModelFolder(dir: string, required: readonly string[]): Promise<ModelCheck> {
  const problems: string[] = [];
  const sizes: Record<string, number> = {};
  for (const f of required) {
    const p = join(dir, f);
    if (!existsSync(p)) problems.push(`models/${f} is missing (the model is produced by models/training; packaging needs it)`);
    else {
      const st = statSync(p);
      sizes[f] = st.size;
      // Installed under /opt by the .deb as root: a file other users cannot read stops the model loading.
      if (process.platform !== 'win32' && (st.mode & 0o004) === 0) {
        problems.push(`models/${f} is not readable by other users (mode ${(st.mode & 0o777).toString(8)}); installed as root it would be unreadable: chmod 644 models/${f}`);
      }
    }
  }
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return { problems, sizes };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (e) {
    problems.push(`models/manifest.json is not valid JSON: ${(e as Error).message}`);
    return { problems, sizes };
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    problems.push(`models/manifest.json does not match the manifest schema: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return { problems, sizes };
  }
  for (const ref of [parsed.data.model, parsed.data.tokenizer]) {
    if (!required.includes(ref.file)) {
      problems.push(`models/manifest.json names ${ref.file}, which packaging does not ship (expected one of ${required.join(', ')})`);
      continue;
    }
    const p = join(dir, ref.file);
    if (!existsSync(p)) continue;
    const actual = await sha256File(p);
    if (actual !== ref.sha256) problems.push(`models/${ref.file}: sha256 ${actual} does not match the manifest (${ref.sha256}); re-export the model or fix the manifest`);
  }
  return { problems, sizes };
}
