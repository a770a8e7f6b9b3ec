// What the leak check searches in a compound file (HWP 5.0): every stream as stored and, where it is deflated
// (section and DocInfo records, BinData items, DocHistory), inflated; an OLE object embedded in BinData is itself a
// compound file, so its streams are opened too. Inflating is capped so a hostile stream cannot exhaust memory; what
// lies past the cap is still searched as stored.
import CFB from 'cfb';
import { Inflate } from 'fflate';
import type { Limits } from '../limits';
import { isCfb } from './cfb-magic';
import { concatAll } from '../zip/write-zip';
import { streamBytes } from './hwp-file';

export interface LeakPart {
  name: string;
  bytes: Uint8Array;
}

const MAX_DEPTH = 3;

export function compoundFileParts(bytes: Uint8Array, limits: Limits, prefix = '', depth = 0): LeakPart[] {
  let cfb: CFB.CFB$Container;
  try {
    cfb = CFB.read(Buffer.from(bytes), { type: 'buffer' });
  } catch {
    return [];
  }
  const parts: LeakPart[] = [];
  cfb.FileIndex.forEach((entry, i) => {
    const data = entry.type === 2 ? streamBytes(entry) : undefined;
    if (!data) return;
    const name = prefix + cfb.FullPaths[i];
    parts.push({ name, bytes: data });
    const inflated = inflateUpTo(data, Math.max(1024 * 1024, data.length * limits.maxRatio));
    if (inflated) parts.push({ name: `${name} (inflated)`, bytes: inflated });
    if (depth < MAX_DEPTH) {
      const nested: [Uint8Array | undefined, string][] = [
        [data, name],
        [inflated, `${name} (inflated)`],
      ];
      for (const [candidate, label] of nested) {
        const inner = candidate && embeddedCompoundFile(candidate);
        if (inner) parts.push(...compoundFileParts(inner, limits, `${label} › `, depth + 1));
      }
    }
  });
  return parts;
}

// BinData OLE items (§4.3.9.5) store the object's compound file after a 4-byte length.
function embeddedCompoundFile(data: Uint8Array): Uint8Array | undefined {
  if (isCfb(data)) return data;
  if (data.length > 12 && isCfb(data.subarray(4))) return data.subarray(4);
  return undefined;
}

/** Raw deflate, or undefined when the bytes are not deflate data; stops quietly at `cap` bytes. */
function inflateUpTo(raw: Uint8Array, cap: number): Uint8Array | undefined {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let full = false;
  const inflater = new Inflate((chunk) => {
    if (full) return;
    const room = cap - total;
    chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    total += Math.min(chunk.length, room);
    full = total >= cap;
  });
  try {
    for (let p = 0; p < raw.length && !full; p += 65536) inflater.push(raw.subarray(p, p + 65536), p + 65536 >= raw.length);
  } catch {
    if (total === 0) return undefined;
  }
  if (total === 0) return undefined;
  return concatAll(chunks);
}
