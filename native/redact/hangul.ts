// How a replacement ends when read aloud, so the particle after it can agree (이/가, 은/는, 으로/로…).
// Latin letters read as their Korean names, digits as Sino-Korean numbers, ○ as 공.

/** `vowel`: no final consonant; `rieul`: ㄹ-final (takes 로); `consonant`: any other final consonant. */
export type FinalSound = 'vowel' | 'rieul' | 'consonant';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL = 8;
const SSANGSIOT = 20;

export function isHangulSyllable(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return c >= HANGUL_FIRST && c <= HANGUL_LAST;
}

/** Where the run of Hangul syllables that ends at `end` starts (`end` itself when none does). */
export function hangulRunStart(text: string, end: number): number {
  let start = end;
  while (start > 0 && isHangulSyllable(text[start - 1])) start--;
  return start;
}

/** Where the run of Hangul syllables that starts at `start` ends (`start` itself when none does). */
export function hangulRunEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isHangulSyllable(text[end])) end++;
  return end;
}

/** Initial consonant index of a precomposed syllable (11 = ㅇ, no sound). */
export function initialIndex(ch: string): number {
  return Math.floor((ch.charCodeAt(0) - HANGUL_FIRST) / 588);
}

/** Vowel index of a precomposed syllable (5 = ㅔ, 7 = ㅖ, 8 = ㅗ). */
export function medialIndex(ch: string): number {
  return Math.floor((ch.charCodeAt(0) - HANGUL_FIRST) / 28) % 21;
}

/** Final consonant index of a precomposed syllable (0 = none). */
export function finalIndex(ch: string): number {
  return (ch.charCodeAt(0) - HANGUL_FIRST) % 28;
}

/** A syllable closed by ㅆ, the final of the past tense and of 있/없 (`했`, `있`), which no name carries. */
export function closedBySsangsiot(ch: string): boolean {
  return isHangulSyllable(ch) && finalIndex(ch) === SSANGSIOT;
}

function syllableSound(ch: string): FinalSound {
  const f = finalIndex(ch);
  return f === 0 ? 'vowel' : f === RIEUL ? 'rieul' : 'consonant';
}

// A 에이, B 비 … L 엘, M 엠, N 엔, R 알: only these four names end in a consonant.
const LETTER_SOUNDS: Record<string, FinalSound> = { L: 'rieul', M: 'consonant', N: 'consonant', R: 'rieul' };

// 0 영, 1 일, 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구.
const DIGIT_SOUNDS: FinalSound[] = ['consonant', 'rieul', 'vowel', 'consonant', 'vowel', 'vowel', 'consonant', 'rieul', 'rieul', 'vowel'];

// Trailing zeros name the last unit read: 십 (ㅂ), 백 (ㄱ), 천 (ㄴ), 만 (ㄴ), …, 억 (ㄱ): all consonant-final.
function numberSound(digits: string): FinalSound {
  const last = digits[digits.length - 1];
  if (last !== '0' || /^0+$/.test(digits)) return DIGIT_SOUNDS[Number(last)];
  return 'consonant';
}

/** Characters that are not read aloud at the end of a replacement: `[성명]` is read by the word inside. */
const SILENT_TAIL = /[\s\])}>"'”’」』.,·-]+$/u;

/** The final sound of `text` as read aloud, or undefined when it has no reading (█, symbols). */
export function finalSound(text: string): FinalSound | undefined {
  const t = text.replace(SILENT_TAIL, '');
  if (t.length === 0) return undefined;
  const ch = t[t.length - 1];
  if (isHangulSyllable(ch)) return syllableSound(ch);
  // ○ is read 공 (as in 홍○○은): ㅇ-final.
  if (ch === '○' || ch === '◯') return 'consonant';
  const digits = /[0-9]+$/.exec(t);
  if (digits) return numberSound(digits[0]);
  if (/[A-Za-z]/.test(ch)) return LETTER_SOUNDS[ch.toUpperCase()] ?? 'vowel';
  return undefined;
}
