import UTIF from 'utif';
import { describe, expect, it } from 'vitest';
import { decodeTiff } from '../../../native/formats/image/tiff';
import { isGarimError } from '../../../native/errors';

function tiff(width: number, height: number, metadata: Record<string, unknown> = {}): Uint8Array {
  const rgba = new Uint8Array(width * height * 4).fill(255);
  rgba.set([0, 0, 0, 255], 0); // one black pixel, top left
  rgba.set([0, 0, 0, 0], 4); // one transparent pixel: paper is white
  return new Uint8Array(UTIF.encodeImage(rgba, width, height, metadata));
}

function errorOf(f: () => unknown): { code?: string; message: string } {
  try {
    f();
  } catch (e) {
    return { code: isGarimError(e) ? e.code : undefined, message: (e as Error).message };
  }
  throw new Error('expected an error');
}

describe('TIFF pages', () => {
  it('decodes an RGBA page to RGB on white, with the resolution it declares', () => {
    const [page] = decodeTiff(tiff(3, 2, { t282: [200], t283: [200], t296: [2] }), 'scan.tif');
    expect(page.bitmap).toMatchObject({ width: 3, height: 2 });
    expect([...page.bitmap.rgb.subarray(0, 6)]).toEqual([0, 0, 0, 255, 255, 255]);
    expect(page.dpi).toBe(200);
    // Per centimetre (ResolutionUnit 3), and none declared (unit 1): the reader's 300 dpi default then applies.
    expect(decodeTiff(tiff(2, 2, { t282: [118], t296: [3] }), 'cm.tif')[0].dpi).toBeCloseTo(299.7, 1);
    expect(decodeTiff(tiff(2, 2), 'none.tif')[0].dpi).toBeUndefined();
  });

  it('names the file and the fault for a damaged TIFF and for an abnormal page size', () => {
    const broken = tiff(4, 4).subarray(0, 12);
    const damaged = errorOf(() => decodeTiff(broken, 'broken.tif'));
    expect(damaged.code).toBe('CORRUPT_DOCUMENT');
    expect(damaged.message).toContain('broken.tif');
    const huge = errorOf(() => decodeTiff(tiff(2, 2, { t256: [100_000], t257: [100_000] }), 'huge.tif'));
    expect(huge.code).toBe('UNSAFE_ARCHIVE');
    expect(huge.message).toContain('huge.tif');
  });
});
