// `툰 [아웅에브나] 윈에게`, `[쪼 뗏] 조 팀장의`: a foreign name whose last word is one syllable (Burmese, Cambodian,
// Vietnamese names end so), read without it. Where that syllable stands before what only a person takes (the dative,
// the honorific subject, the source of money, a workplace title, 명의) it is the name's last word: left out, it would
// stand beside the letter. Not a syllable of prose, an honorific or a noun of one syllable (`존슨 씨에게`, `… 측에게`,
// `… 돈으로부터`), and the name with it must still look foreign (`[모에] 윈 명의` looks like a Korean 모에윈: left).
import { alternation } from '../rules/alternation';
import { ONE_SYLLABLE_NOUNS, WORKPLACE_TITLES } from '../rules/role-context-words';
import type { Span } from '../types';
import { isHonorific } from './hygiene';
import { isProseSyllable } from './name-word';
import { particleAgrees } from './particle-agreement';
import { looksForeign } from './spaced-names';
import { reshaped, touches, withSpans } from './span-list';

const PERSON_CUE = new RegExp(`^(?:(에게|한테|께서|로부터|으로부터)(?![가-힣])| (?:명의|직원|${alternation(WORKPLACE_TITLES)})(?:[가-힣]{0,2})(?![가-힣]))`, 'u');
// Nouns of one syllable that isProseSyllable (`돈`, `집`, `손`, `앞`, `위`…) and ONE_SYLLABLE_NOUNS leave out.
const THINGS = new Set([...'빛 힘 땀 피 뼈 밑 밖 곁'.split(' ')]);

/** `spans` with a foreign name the model read short of its last syllable taking that syllable. */
export function addLastSyllableWords(text: string, spans: readonly Span[]): Span[] {
  const retired = new Set<Span>();
  const added: Span[] = [];
  for (const s of spans) {
    if (s.category !== 'PERSON' || s.source === 'user' || s.role || !/^[가-힣]+(?: [가-힣]+)*$/u.test(s.text) || s.text.replace(/ /gu, '').length < 2 || text[s.end] !== ' ') continue;
    const syllable = text[s.end + 1] ?? '';
    if (!/^[가-힣]$/u.test(syllable)) continue;
    const cue = PERSON_CUE.exec(text.slice(s.end + 2, s.end + 14));
    if (!cue || (cue[1] !== undefined && !particleAgrees(syllable, cue[1]))) continue;
    if (isProseSyllable(syllable) || isHonorific(syllable) || ONE_SYLLABLE_NOUNS.has(syllable) || THINGS.has(syllable)) continue;
    if (!looksForeign(`${s.text} ${syllable}`) || touches(spans, s.end + 1, s.end + 2)) continue;
    retired.add(s);
    added.push({ ...reshaped(text, s, s.start, s.end + 2, `widened: “${syllable}” ends the name before what only a person takes`), label: '외국인이름' });
  }
  return withSpans(spans, added, retired);
}
