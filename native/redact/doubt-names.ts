// A person the model nearly marked (model/model-doubts.ts) is a name when the word reads as one in its sentence:
// a stem that is no prose, no role, no dictionary word, followed by what follows names (`픈여슝이`, `벳긍에 대한`,
// `뇌년썹총, 근뚠휩뵈는`). The model's runner-up vote says a person stands there; the word's shape says it is not a
// word of the language. Either alone is weak (a near miss is as often `배웅하는` or `이미`); together they are taken
// as a span, and propagation carries it to the name's other mentions.
import { isDictionaryNoun } from '../lexicon/common-compound';
import { isNotName, particleRest } from '../rules/role-context';
import { COURT_ROLE_WORDS } from '../rules/role-context-words';
import { splitTrailingParticle } from '../tokenizer/particles';
import { labelInfo } from '../taxonomy';
import type { ModelDoubt, Span } from '../types';
import { cleanDoubts } from './doubt-hygiene';

const HANGUL = /[가-힣]/u;
const GLUED = /[\p{L}\p{N}○△□◇☆◈▣●◎◆■※#*＊]/u;
const STEM = /^[가-힣]{2,6}$/u;
// A bare word (no particle) of two syllables is as often an adverb or a noun the lexicon lacks (`이미`, `위챗`):
// only one a list follows is read as a name. Before a parenthesis a bare word is a term being explained (`해루질(물
// 빠진 …)`, `추송서(…)`); a name there is followed by sex and age, which role context reads.
const CLOSES_BARE = /^\s?[,，·]/u;
const LISTED = /^[,，)）·]/u;
// A noun and the suffix of an approximate time or amount (`오후경`, `하루쯤`, `건별`) is no name.
const SUFFIXED = /^(.{2,})(?:경|쯤|씩|별|측)$/u;

function suffixedNoun(stem: string): boolean {
  const m = SUFFIXED.exec(stem);
  return m !== null && isDictionaryNoun(m[1]);
}
const COURT_ROLE = new RegExp(COURT_ROLE_WORDS.join('|'), 'u');
// Tense and verb endings names do not carry: a syllable closed by ㅆ (past tense, 있/없) ending the stem or before an
// ending (`대쉬했을`, `마셨으리라고`, `마쳤음은`, `언짢아있는`), and 하/되 before the adnominal 는 (`배웅하는`).
const PRONOUNS = new Set(['이것', '그것', '저것', '이곳', '그곳', '저곳', '여기', '거기', '저기', '이분', '그분', '저분', '이들', '그들']);

function isVerbForm(stem: string, word: string): boolean {
  for (let i = 0; i < stem.length; i++) {
    const c = stem.charCodeAt(i) - 0xac00;
    if (c >= 0 && c % 28 === 20 && (i === stem.length - 1 || /[음으을는던다고지어습]/u.test(stem[i + 1]))) return true;
  }
  return /[하되]$/u.test(stem) && /^[는은]/u.test(word.slice(stem.length));
}

/** The signature block and counsel lines name judges and lawyers, whom the court rule keeps visible. */
function onCourtLine(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return COURT_ROLE.test(text.slice(Math.max(lineStart, start - 60), start).replace(/\s+/gu, ''));
}

export function namesFromDoubts(text: string, doubts: readonly ModelDoubt[]): Span[] {
  const spans: Span[] = [];
  for (const d of cleanDoubts(text, doubts)) {
    // A word glued to a mask or a number is the rest of a masked or numbered word (`○○호에서`, `부산진구○○`).
    if (d.category !== 'PERSON' || GLUED.test(text[d.start - 1] ?? ' ')) continue;
    let end = d.end;
    while (end < text.length && HANGUL.test(text[end])) end++;
    const word = text.slice(d.start, end);
    // Items of a list stand bare (`뇌텝초께, 망절베냐는`): a syllable before the comma is the name's, not a 조사.
    // The doubt kept a particle chain's first link (`선주에게` of `선주에게만`): one of two syllables ends no name.
    const near = splitTrailingParticle(text.slice(d.start, d.end), 2);
    const stem = end - d.end === 1 && LISTED.test(text.slice(end, end + 1)) ? word : near.particle.length >= 2 ? near.stem : near.stem + near.particle;
    if (!STEM.test(stem) || !particleRest(word, stem.length) || isNotName(stem) || isNotName(word) || isDictionaryNoun(stem)) continue;
    if (PRONOUNS.has(stem) || isVerbForm(stem, word) || suffixedNoun(stem)) continue;
    if (word === stem && /^[(（]/u.test(text.slice(end, end + 1))) continue;
    if (GLUED.test(text[end] ?? ' ') && !HANGUL.test(text[end])) continue;
    if (word === stem && stem.length < 3 && !CLOSES_BARE.test(text.slice(end, end + 2))) continue;
    if (onCourtLine(text, d.start)) continue;
    const info = labelInfo(d.label);
    spans.push({ start: d.start, end: d.start + stem.length, text: stem, label: info.id, category: info.category, tier: info.tier, score: 0.6, source: 'rule', reason: `model doubt: ${d.label} (${Math.round(d.score * 100)} %) on a word that reads as a name` });
  }
  return spans;
}
