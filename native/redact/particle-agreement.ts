// After a replacement the 조사 that follows must agree with how the replacement ends when read aloud:
// `홍길동이` → `A가`, `김철수를` → `B를`, `박영호는` → `L은`, `…생략으로` stays. The new value decides, not the
// old one, so even an input that did not agree comes out right.
import { finalSound, type FinalSound } from './hangul';
import { particleChainAt } from './word-boundary';

interface ParticlePair {
  /** After a final consonant. */
  consonant: string;
  /** After a vowel. */
  vowel: string;
  /** 으로 family: ㄹ-final takes the vowel form (`R로`, `1로`). */
  rieulTakesVowel?: boolean;
  /** The 이 of the copula may stay after a vowel (`A이다` is as good as `A다`): only a consonant forces a change. */
  optionalI?: boolean;
  /** Case markers take no further particle: `길동이는` is a name's 이 plus 는, not the subject marker. */
  last?: boolean;
}

const PAIRS: readonly ParticlePair[] = [
  { consonant: '이', vowel: '가', last: true },
  { consonant: '은', vowel: '는', last: true },
  { consonant: '을', vowel: '를', last: true },
  { consonant: '과', vowel: '와' },
  { consonant: '과의', vowel: '와의' },
  { consonant: '과는', vowel: '와는' },
  { consonant: '이나', vowel: '나' },
  { consonant: '이랑', vowel: '랑' },
  { consonant: '아', vowel: '야', last: true },
  { consonant: '이라는', vowel: '라는' },
  { consonant: '이라고', vowel: '라고' },
  { consonant: '이라면', vowel: '라면' },
  { consonant: '이라도', vowel: '라도' },
  { consonant: '이란', vowel: '란' },
  { consonant: '이라', vowel: '라' },
  { consonant: '이든', vowel: '든' },
  { consonant: '이든지', vowel: '든지' },
  { consonant: '이었다', vowel: '였다' },
  { consonant: '이었고', vowel: '였고' },
  { consonant: '이었던', vowel: '였던' },
  { consonant: '이다', vowel: '다', optionalI: true },
  { consonant: '이고', vowel: '고', optionalI: true },
  { consonant: '이며', vowel: '며', optionalI: true },
  { consonant: '으로', vowel: '로', rieulTakesVowel: true },
  { consonant: '으로서', vowel: '로서', rieulTakesVowel: true },
  { consonant: '으로써', vowel: '로써', rieulTakesVowel: true },
  { consonant: '으로부터', vowel: '로부터', rieulTakesVowel: true },
  { consonant: '으로는', vowel: '로는', rieulTakesVowel: true },
  { consonant: '으로도', vowel: '로도', rieulTakesVowel: true },
  { consonant: '으로의', vowel: '로의', rieulTakesVowel: true },
];

/** Every form with its pair, longest first, so `으로부터` is tried before `으로` and `이라는` before `이`. */
const FORMS = PAIRS.flatMap((pair) => [
  { form: pair.consonant, pair },
  { form: pair.vowel, pair },
]).sort((a, b) => b.form.length - a.form.length);

function wanted(pair: ParticlePair, sound: FinalSound, current: string): string {
  if (sound === 'vowel') return pair.optionalI && current === pair.consonant ? current : pair.vowel;
  if (sound === 'rieul' && pair.rieulTakesVowel) return pair.vowel;
  return pair.consonant;
}

export interface ParticleFix {
  /** Length of the particle found in the original text. */
  length: number;
  /** The form that agrees with the replacement. */
  particle: string;
}

/**
 * The particle at `pos` (right after a replaced span) and the form that agrees with `replacement`, or null when
 * there is no agreeing particle there, it already agrees, or the replacement has no reading (█).
 */
export function agreeParticle(text: string, pos: number, replacement: string): ParticleFix | null {
  const sound = finalSound(replacement);
  if (!sound) return null;
  for (const { form, pair } of FORMS) {
    if (!text.startsWith(form, pos)) continue;
    const chain = particleChainAt(text, pos + form.length);
    if (chain < 0 || (pair.last && chain > 0)) continue;
    const particle = wanted(pair, sound, form);
    return particle === form ? null : { length: form.length, particle };
  }
  return null;
}

/**
 * Whether `particle` may follow `stem` as read aloud, for the particles whose form depends on it (a name's reader asks
 * before taking the word: `초드리로부터`, not `초드리으로부터`); any other particle agrees.
 */
export function particleAgrees(stem: string, particle: string): boolean {
  // 으로부터 after a consonant but ㄹ (`카림으로부터`), 로부터 after the rest (`초드리로부터`, `사할로부터`).
  if (particle.endsWith('로부터')) return (finalSound(stem) === 'consonant') === (particle === '으로부터');
  // 이라는 after any closed syllable, ㄹ included (`미셸이라는`), as 이 and 과; 라는 after an open one.
  if (!['과', '와', '이', '가', '을', '를', '이라는', '라는'].includes(particle)) return true;
  return (finalSound(stem) !== 'vowel') === (particle === '과' || particle === '이' || particle === '을' || particle === '이라는');
}
