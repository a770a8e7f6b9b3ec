// `【사건본인】 툰 (1978년 11월 8일생)` … `툰은 2021. 5. 중순경`, `피고인은 툰에게`: a person of one syllable the header
// names, or a rule reads from what stands around it (`원고 초는`, `피해자 초(58세)`, `초 명의의 … 계좌`, `피고인과 초는`),
// is found again in the text. Propagation searches no one-character surface (it stands inside everything); here the
// header or the context vouches for the name, and a mention must be a word of its own with a particle that agrees, or a
// pause, after it. A syllable prose uses as a word is not searched (`속`: 이에 속은; `간`: 부부 간의; `반`), nor one the
// document opens other words with (`툰트라`): there it is a stem, and its particles may be a verb's endings.
import { AT_NOUNS, ONE_SYLLABLE_WORDS } from '../rules/role-context';
import { ONE_SYLLABLE_NOUNS } from '../rules/role-context-words';
import type { Span } from '../types';
import { isProseSyllable } from './name-word';
import { agreeParticle } from './particle-agreement';
import { particleChainAt, startsWord } from './word-boundary';

/** Particles to a word's end follow at `pos`, their first in the form `syllable` asks (`툰은`, `툰에게`; not `툰가`). */
function agreeingChainAfter(text: string, syllable: string, pos: number): boolean {
  return particleChainAt(text, pos) > 0 && agreeParticle(text, pos, syllable) === null;
}

// One-syllable nouns and verb stems that stand before 은, 이, 을, 의 in judgments, beyond those isProseSyllable and the
// name readers' lists hold already (간, 앞, 집, 처, 측 …).
const PROSE_WORDS = new Set([...'속 반 밖 밑 곁 값 코 귀 힘 맘 잠 밤 낮 봄 편 면 권 장 층 호 회 건 남 여 놈 애 죄 벌 법 뜻 덕 빛 색 맛 정 셈 틈 끝 겉'.split(' ')]);

function isProseWord(syllable: string): boolean {
  return isProseSyllable(syllable) || ONE_SYLLABLE_NOUNS.has(syllable) || ONE_SYLLABLE_WORDS.has(syllable) || PROSE_WORDS.has(syllable);
}

/** The syllable opens a word of the document that is not it and its particles (`속여`, `툰트라`). */
function opensOtherWords(text: string, syllable: string): boolean {
  for (let i = text.indexOf(syllable); i >= 0; i = text.indexOf(syllable, i + 1)) {
    if (startsWord(text, i) && /[가-힣]/u.test(text[i + 1] ?? '') && particleChainAt(text, i + 1) <= 0) return true;
  }
  return false;
}

function isPartySeed(s: Span): boolean {
  return (
    s.category === 'PERSON' &&
    s.source === 'rule' &&
    /^[가-힣]$/u.test(s.text) &&
    !isProseWord(s.text)
  );
}

/**
 * Mentions of the header's one-syllable parties no span covers (`taken` marks covered characters and is updated): the
 * party and where the mention starts, for propagate.ts to make its span.
 */
export function oneSyllablePartyMentions(text: string, spans: readonly Span[], taken: Uint8Array): { seed: Span; start: number }[] {
  const out: { seed: Span; start: number }[] = [];
  const seeds = new Map<string, Span>();
  for (const s of spans) if (isPartySeed(s) && !seeds.has(s.text) && !opensOtherWords(text, s.text)) seeds.set(s.text, s);
  for (const [syllable, seed] of seeds) {
    for (let i = text.indexOf(syllable); i >= 0; i = text.indexOf(syllable, i + 1)) {
      if (taken[i] || !startsWord(text, i)) continue;
      // A pause: punctuation, not a space (`간 사이`: a verb's adnominal reads so too).
      if (!agreeingChainAfter(text, syllable, i + 1) && !/^[,.)」』”’'"·]/u.test(text[i + 1] ?? '')) continue;
      // `그해 초에`, `초에는`: a noun of time or place before 에 (`초에게`, `초에 대하여` are the name's).
      if (AT_NOUNS.has(syllable) && text[i + 1] === '에' && text[i + 2] !== '게' && !/^에 대[하한해]/u.test(text.slice(i + 1, i + 5))) continue;
      taken[i] = 1;
      out.push({ seed, start: i });
    }
  }
  return out;
}
