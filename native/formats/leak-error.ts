// A failed leak check, as an error a user can act on: which mention (category, label, where it was in the original,
// never the text itself), where in the output, and why. The CLI adds its `--fix-leaks` hint; the app opens the
// review at those occurrences.
import { GarimError } from '../errors';
import type { LeakHit } from './types';

/** How many hits the message spells out; the rest are counted. */
const LISTED = 5;

const WHY_KO: Record<NonNullable<LeakHit['why']>, string> = {
  'unredacted-occurrence': '본문에 같은 표현이 가려지지 않은 채 남음',
  'uncleaned-part': '정리되지 않은 부분에 남음',
};
const WHY_EN: Record<NonNullable<LeakHit['why']>, string> = {
  'unredacted-occurrence': 'the same text stands unredacted in the body',
  'uncleaned-part': 'a part the writer did not clean holds it',
};

function original(h: LeakHit, lang: 'ko' | 'en'): string {
  const what = [h.category, h.label && h.label !== h.category ? h.label : undefined].filter(Boolean).join(' ');
  const at = h.originalStart !== undefined ? (lang === 'ko' ? `원문 ${h.originalStart}–${h.originalEnd}자` : `original ${h.originalStart}–${h.originalEnd}`) : '';
  return [what, at].filter(Boolean).join(', ') || (lang === 'ko' ? '가린 표현' : 'a redacted mention');
}

export function describeLeakHit(h: LeakHit, lang: 'ko' | 'en'): string {
  const why = h.why ? (lang === 'ko' ? WHY_KO[h.why] : WHY_EN[h.why]) : '';
  const where = lang === 'ko' ? `${h.part} ${h.index}자` : `${h.part} at ${h.index}`;
  return `${original(h, lang)} → ${where}${why ? ` (${why})` : ''}`;
}

function listed(hits: readonly LeakHit[], lang: 'ko' | 'en'): string {
  // One line per mention: the body views (file bytes and re-read text) of one mention are one finding.
  const byMention = new Map<string, LeakHit>();
  for (const h of hits) if (!byMention.has(h.mention) || h.part === '(text)') byMention.set(h.mention, h);
  const items = [...byMention.values()];
  const shown = items.slice(0, LISTED).map((h) => describeLeakHit(h, lang));
  const more = items.length - shown.length;
  if (more > 0) shown.push(lang === 'ko' ? `외 ${more}건` : `and ${more} more`);
  return shown.join('; ');
}

const DEFAULT_HINT = { ko: '남은 곳을 모두 가린 뒤 다시 내보내 주세요.', en: 'Redact every remaining occurrence and export again.' };

export class LeakError extends GarimError {
  readonly hits: readonly LeakHit[];

  /** `hint` says what to do next where the caller knows better (the CLI names `--fix-leaks`). */
  constructor(outName: string, hits: readonly LeakHit[], hint: { ko: string; en: string } = DEFAULT_HINT) {
    const where = [...new Set(hits.map((h) => h.part))].join(', ');
    super(
      'LEAK_DETECTED',
      `가린 내용이 결과 파일에 남아 있어 저장하지 않았습니다(위치: ${where}). ${listed(hits, 'ko')}. ${hint.ko}`,
      `redacted text is still present in the output, so nothing was saved (found in: ${where}). ${listed(hits, 'en')}. ${hint.en}`,
      outName,
    );
    this.name = 'LeakError';
    this.hits = hits;
  }
}

export function isLeakError(e: unknown): e is LeakError {
  return e instanceof LeakError;
}
