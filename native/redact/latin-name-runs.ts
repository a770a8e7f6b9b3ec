// Names in Latin letters with no role word before them (`KHAN BINOD는`, `KHAN BINOD, Hassan Jose 등과`): two to four
// capitalised words that end as a name ends (a particle glued on, a list comma, ` 등`, ` 명의`, a parenthesis). Taken
// only where nothing reads them whole (`Hassan [Jose]`, the model's reading of one word): a run the model read whole as
// another category (`[Samsung Electronics]와`, `[Google Maps]를`) keeps that reading. Not in quotes (`'Ace Golf
// Service'`: a mark or a slogan), and never a run with a company word (rules/latin-names.ts).
import { alternation } from '../rules/alternation';
import { LATIN_WORD, personShaped } from '../rules/latin-person';
import { WORKPLACE_TITLES } from '../rules/role-context-words';
import { ruleSpan } from '../rules/span';
import type { Span } from '../types';
import { replaceableReadings, reshaped, withSpans } from './span-list';

// Not the tail of a hyphenated term (`SELF-PROPELLED PLATFORM …`), an abbreviation (`Co. Ltd`) or a numbered item
// (`1. Solder Bar`), though after a sentence's full stop (`과장이다. KHAN KUMARA 팀장의`) and a date's
// (`2018. 11. 21. Kurniawan MARIA CLARA 명의의 계좌`); a parenthesis after it opens Korean (`(여, 30세)`,
// `(가명)`), not a specification (`(6 Axles Line)`).
// Also before a workplace title or 직원 and its particle (`KHAN KUMARA 팀장의`, `TRAN THI MAI 직원을 사칭`), before what
// an owner owns (`KHAN MARIA CLARA 소유인 물건`), and before a comma when a found person's name
// follows it (`GURUNG OLGA, 쩐 반 투 하와 공모하여`): prose lists terms that way too (`Solder Bar, 납봉`; precedent-kr and
// the release hold three such runs, none before a name).
const RUN = new RegExp(
  `(?<![A-Za-z0-9&'‘"“-] ?)(?<![A-Za-z]\\. ?)${LATIN_WORD}(?: ${LATIN_WORD}){1,3}(?=[가-힣]|, ?[A-Z]|(, ?)[가-힣]| 등| 명의| 소유(?:인|의|로)(?![가-힣])| ?\\((?=[가-힣])| (?:${alternation([...WORKPLACE_TITLES, '직원'])})[가-힣]{0,2}(?![가-힣]))`,
  'gu',
);
const SCORE = 0.7;
// After a number's full stop only a date's (`1. Solder Bar` is an item; `2018. 11. 21. Kurniawan` a date), a line
// break wherever a space or none may stand (`2018⏎. 10. 4. PERERA OLGA의`: a wrapped line).
const AFTER_NUMBER = /\d\.\s?$/u;
const AFTER_DATE = /\d{4}\s{0,2}\.\s{0,2}\d{1,2}\s{0,2}\.\s{0,2}\d{1,2}\s{0,2}\.\s{0,2}$/u;
// How far back a date before the run is read: its longest written form and room for the breaks and doubled spaces.
const DATE_REACH = '2018. 11. 21. '.length + 8;

export function addLatinNameRuns(text: string, spans: readonly Span[]): Span[] {
  const retired = new Set<Span>();
  const added: Span[] = [];
  for (const m of text.matchAll(RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - DATE_REACH), start);
    if (!personShaped(m[0]) || (AFTER_NUMBER.test(before) && !AFTER_DATE.test(before))) continue;
    const comma = m[1];
    if (comma !== undefined && !spans.some((s) => s.category === 'PERSON' && s.start === end + comma.length)) continue;
    // `환전상 [Reyes THI] MAI에게` read by the model as one business `환전상 Reyes THI`: the Hangul words before the run
    // keep the model's reading; the run takes the rest.
    const opening = spans.find((s) => s.source === 'model' && s.category !== 'PERSON' && s.start < start && start < s.end && s.end <= end && /^[가-힣]+(?: [가-힣]+)* $/u.test(text.slice(s.start, start)));
    const rest = opening ? spans.filter((s) => s !== opening) : spans;
    const inside = replaceableReadings(rest, start, end);
    // The whole run already read, as a person or as the model's other category, stays as read.
    if (!inside || inside.some((s) => s.start === start && s.end === end)) continue;
    for (const s of inside) retired.add(s);
    if (opening) {
      retired.add(opening);
      added.push(reshaped(text, opening, opening.start, start - 1, 'cut before a name in Latin letters'));
    }
    added.push(ruleSpan(text, start, end, '외국인이름', SCORE, 'shape: words in Latin letters that end as a name'));
  }
  return withSpans(spans, added, retired);
}
