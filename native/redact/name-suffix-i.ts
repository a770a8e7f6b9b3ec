// A Korean name often takes the familiar suffix 이 after a closed syllable (`초롱이가`, `으뜸이의`): the 이 is then the
// name's, not the subject particle, for no particle follows a subject particle, and none stands before what follows
// a name alone: its parenthesis (`빙새롬이(여, 27세)`, `사람들(삼한별이, 장곡욱)이`) or the next name of a list
// (`삼한별이, 장곡욱은`; 40 mentions of suffixed names on the development draws, no subject particle). The model
// reads `정초롱` in `정초롱이⏎가` where a wrapped line splits the word and the 이 looks like the word's last particle;
// the next line's particle says otherwise.
import { isNounOrCompound } from '../lexicon/common-compound';
import type { Span } from '../types';
import { finalSound } from './hangul';
import { reshaped } from './span-list';

// 이, a line break or none, then a particle that never follows the subject particle, ending its word; or the list word
// 등 with a particle a list takes (`김초롱이 등으로부터`; not `등을`, which is also "the back"); or `외` and a count, as a
// party heading writes co-parties (`피고 장곡한별이 외 13인`; not `외출`); or a parenthesis.
const SUFFIX_THEN_PARTICLE = /^이(?:(?:\r?\n?(?:가|는|를|의|와|에게|에|한테|도|만|랑)| 등(?:으로부터|에게|과|은|이|의)?)(?![가-힣])| 외 \d|[()])/u;
// 이, a comma or a middle dot, then the next name of a list (`삼한별이, 장곡욱은`).
const SUFFIX_THEN_LIST = /^이(?:, ?|·)/u;

const lastWord = (text: string) => text.slice(text.search(/[^\s]+$/u));

/** Person spans that stop before the familiar suffix 이 and a particle after it take the 이 in. */
export function takeNameSuffixI(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    // Closed by any consonant, ㄹ included (`한별이가`).
    const sound = finalSound(s.text);
    if (s.category !== 'PERSON' || s.source === 'user' || (sound !== 'consonant' && sound !== 'rieul')) return s;
    const after = text.slice(s.end, s.end + 10);
    const list = SUFFIX_THEN_LIST.exec(after);
    const nextName = list !== null && spans.some((o) => o.category === 'PERSON' && o.start === s.end + list[0].length);
    if (!SUFFIX_THEN_PARTICLE.test(after) && !nextName) return s;
    if (spans.some((o) => o !== s && o.start <= s.end && s.end < o.end)) return s;
    // A word the 이 completes is a noun of its own, not a name (`보행용 지팡이(길이 약 80cm)로`, `고양이`).
    if (isNounOrCompound(lastWord(s.text) + '이')) return s;
    return reshaped(text, s, s.start, s.end + 1, 'the familiar suffix 이 before a particle, 등, 외, a parenthesis or the next name');
  });
}
