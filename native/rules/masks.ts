// The characters the court and law.go.kr mask a name with (`○○○`, `△△△ 주식회사`, `‘☆☆☆☆’`), as the body of a regex
// character class. header.ts and hygiene.ts keep sets of their own that differ by a few symbols.
export const MASK_CLASS = '○△□◇☆◈▣●◎◆■※#*＊';

/**
 * A number the court masked with zeros (`000000-0000000`, `010-0000-0000`, `000-00-00000`): six digits or more, all
 * zero after a prefix of up to three (a phone's 010, a passport's letter is no digit). Zeros pass the checksums (their
 * sum is 0) but identify no one.
 */
export function isZeroMask(surface: string): boolean {
  const digits = surface.replace(/\D/gu, '');
  return digits.length >= 6 && /^0+$/u.test(digits.slice(3));
}
