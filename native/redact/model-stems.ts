// A role rule reads the name after `피해자`, `직원`, `참가인` by its shape and, where a word may end in a particle or in
// a name's syllable (`간뇻은`: 간뇻 + 은, or a given name 뇻은), prefers a two-syllable given name. The model read the
// sentence: where it ends the same name one particle earlier, its reading stands. On eight development draws
// (training documents among them) a role reading longer than the model's won the merge 119 times; one particle
// longer than a two-syllable model stem (은/이/가) the model was right 58 times and the rule never, with
// a longer stem and 은/는 the model 5 times and the rule never, and with a longer stem and 이 the rule 6 times
// (`신으뜸이`, `남한별이`: names end in 이), so that case stays the rule's.
import { particleRest } from '../rules/role-context';
import type { Span } from '../types';
import { isPartyReading } from './roles';
import { particleChainAt } from './word-boundary';

/** Reasons of the organisation-context rule (native/rules/organisation-context.ts). */
const ORGANISATION_READING = /^organisation: /u;
const HANGUL = /[가-힣]/u;

// The particle after the model's stem, by the stem's length: which 조사 no given name of that length ends in often.
const AFTER_TWO = new Set(['은', '는', '이', '가', '을', '를']);
const AFTER_LONGER = new Set(['은', '는']);

/**
 * The particle chain at `pos` agrees with the syllable before it; for a person, it opens with a particle no name ends in
 * or runs two syllables (`[간으뜸이]`: names end in 이, 가, 은, and the model may be right there).
 */
function agreeingParticleAt(text: string, pos: number, person: boolean): boolean {
  const chain = particleChainAt(text, pos);
  return particleRest(text.slice(pos - 1, pos + chain), 1) && (!person || chain >= 2 || /[과와을를의는에]/u.test(text[pos]));
}

/** Where `s` ends a name `named` holds of its category before one or two syllables of agreeing particles, if it does. */
function namedStemEnd(text: string, s: Span, named: ReadonlySet<string>): number | undefined {
  for (let k = 1; k <= 2 && s.end - k - s.start >= 2; k++) {
    const end = s.end - k;
    if (named.has(`${s.category}\t${text.slice(s.start, end)}`) && particleChainAt(text, end) === k && agreeingParticleAt(text, end, s.category === 'PERSON')) return end;
  }
  return undefined;
}

/** True when `model` reads the name of the role reading `rule` one agreeing particle shorter. */
function shorterByParticle(text: string, rule: Span, model: Span): boolean {
  if (model.start !== rule.start || model.end !== rule.end - 1) return false;
  const stem = text.slice(model.start, model.end);
  if (!/^[가-힣]{2,}$/u.test(stem)) return false;
  const allowed = stem.length === 2 ? AFTER_TWO : AFTER_LONGER;
  // The particle agrees with the stem's last syllable (은/이/을 after a closed one, 는/가/를 after an open one).
  return allowed.has(text[model.end]) && particleRest(text.slice(model.start, rule.end), stem.length);
}

/**
 * Role readings (`[간뇻은]`) that the model's person span ends one particle earlier (`[간뇻]은`) end where the model
 * ends them; the rest are returned as they are. Runs before the merge, which would keep the longer rule span.
 * The other way round, a model's reading of any category that runs past a role reading by its particles ends where the
 * role's name ends: a name of one syllable (`소외 [뗏]은` beside the model's `[뗏은]`), or a chain whose case particle
 * agrees with the name (`피고 [삼성생명]이` beside the model's business `[삼성생명이]`, which propagation had spread with
 * its particle to 23 mentions of one development file).
 */
export function yieldToModelStems(text: string, spans: readonly Span[]): Span[] {
  const models = spans.filter((s) => s.source === 'model' && s.category === 'PERSON');
  if (!spans.some((s) => s.source === 'model')) return [...spans];
  // … and a company's name a rule read beside its legal form or as a trade name (`주식회사 [키온넷]` beside the model's
  // `[키온넷이]`), whose particle agrees the same way, where the name also stands bare (`주식회사 키온넷 사무실`): the
  // rule cuts what looks like a particle off the word, which a company's name may end in (`에프티이앤이`, `파이버프로`).
  const endsBare = (s: Span) => !HANGUL.test(text[s.end] ?? '');
  const bare = new Set(spans.filter((s) => s.source === 'rule' && ORGANISATION_READING.test(s.reason ?? '') && endsBare(s)).map((s) => s.text));
  const roles = spans.filter((s) => s.source === 'rule' && ((s.category === 'PERSON' && isPartyReading(s)) || (ORGANISATION_READING.test(s.reason ?? '') && bare.has(s.text))));
  // The names those readings give bare somewhere, by category: a model's reading of one of them elsewhere with its
  // particle (`[빅게임스튜디오가] 무한이엔씨에`, where `주식회사 빅게임스튜디오(이하 …)` is read) ends where the name ends too.
  const named = new Set(roles.filter((r) => r.end - r.start >= 2 && endsBare(r)).map((r) => `${r.category}\t${r.text}`));
  return spans.map((s) => {
    if (s.source === 'model') {
      const rule = roles.find((r) => r.start === s.start && s.end > r.end && particleChainAt(text, r.end) === s.end - r.end && (r.end - r.start === 1 || agreeingParticleAt(text, r.end, s.category === 'PERSON')));
      if (rule) return { ...s, end: rule.end, text: text.slice(s.start, rule.end), reason: `${s.reason ?? 'model'}; ends where the role's name ends, before its particle` };
      const end = namedStemEnd(text, s, named);
      return end === undefined ? s : { ...s, end, text: text.slice(s.start, end), reason: `${s.reason ?? 'model'}; ends before its particle, as “${text.slice(s.start, end)}” is read elsewhere` };
    }
    if (s.source !== 'rule' || s.category !== 'PERSON' || !isPartyReading(s)) return s;
    const model = models.find((m) => shorterByParticle(text, s, m));
    if (!model) return s;
    return { ...s, end: model.end, text: text.slice(s.start, model.end), reason: `${s.reason}; ends where the model's name ends, before “${text[model.end]}”` };
  });
}
