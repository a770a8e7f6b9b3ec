import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGarimError } from '../../../native/errors';
import { readDocumentBytes, writeDocument } from '../../../native/formats';
import { fixture } from './helpers';

/** Reading (and writing back what was read) either succeeds or fails with a GarimError: nothing else escapes. */
async function outcome(bytes: Uint8Array, name: string): Promise<string> {
  try {
    const doc = await readDocumentBytes(bytes, name, { maxUncompressedBytes: 8 * 1024 * 1024 });
    await writeDocument(doc, []);
    return 'ok';
  } catch (e) {
    if (isGarimError(e)) return e.code;
    throw new Error(`${name}: a non-GarimError escaped: ${(e as Error)?.stack ?? String(e)}`);
  }
}

const mutation = (length: number) =>
  fc.oneof(
    fc.record({ kind: fc.constant('flip' as const), at: fc.nat({ max: length - 1 }), byte: fc.integer({ min: 0, max: 255 }) }),
    fc.record({ kind: fc.constant('cut' as const), at: fc.nat({ max: length - 1 }), byte: fc.constant(0) }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat({ max: length - 1 }), byte: fc.integer({ min: 0, max: 255 }) }),
  );

function mutate(bytes: Uint8Array, ms: { kind: 'flip' | 'cut' | 'insert'; at: number; byte: number }[]): Uint8Array {
  let out = new Uint8Array(bytes);
  for (const m of ms) {
    const at = Math.min(m.at, Math.max(0, out.length - 1));
    if (m.kind === 'flip') out[at] = m.byte;
    else if (m.kind === 'cut') out = out.subarray(0, at);
    else out = Uint8Array.from([...out.subarray(0, at), m.byte, ...out.subarray(at)]);
    if (out.length === 0) break;
  }
  return out;
}

describe('fuzz: every reader returns a document or a GarimError', () => {
  it('random bytes under every supported name', async () => {
    const names = ['a.txt', 'a.hwpx', 'a.docx', 'a.hwp', 'a.html', 'a.pdf', 'a.bin'];
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 600 }), fc.constantFrom(...names), async (bytes, name) => {
        expect(typeof (await outcome(bytes, name))).toBe('string');
      }),
      { numRuns: 100, seed: 20260101 },
    );
  });

  it.each([
    ['judgment.hwpx', 40],
    ['judgment.docx', 40],
    ['judgment.hwp', 40],
    ['judgment-cp949.html', 30],
    ['judgment-utf16le.txt', 30],
    ['judgment.pdf', 10],
  ])('mutated %s', async (name, numRuns) => {
    const original = new Uint8Array(readFileSync(fixture(name)));
    const codes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(mutation(original.length), { minLength: 1, maxLength: 4 }), async (ms) => {
        codes.add(await outcome(mutate(original, ms), name));
      }),
      { numRuns, seed: 7 },
    );
    // The mutations must reach the error paths, not only harmless bytes.
    expect([...codes].some((c) => c !== 'ok')).toBe(true);
  });
});
