// `뇌퇴에게 호감을`, `머뎁햄본과 함께 술을`, `애걔에게 협박을`: a word no dictionary knows, standing where only a
// person stands (before `에게`, `한테`, `께서`, `과 함께` / `와 공모하여`, `가 운영하는`; who is impersonated), is a
// name whatever its shape. The model reads names by their shape and misses a string it never saw; the sentence says
// who stands there. In the release's excerpts 1,413 words before `에게` are marked names and about 40 unmarked words
// there are no dictionary word (most plural or kind-of-person nouns: `투자자들`, `송금책`, which the filters below
// keep out). Only a gap filler: where a span touches the word, that span stands.
import { isDictionaryNoun, isNounOrCompound, nounPieces } from '../lexicon/common-compound';
import { alternation } from '../rules/alternation';
import { isNotName, isSyllableAndE } from '../rules/role-context';
import { ONE_SYLLABLE_NOUNS, PEOPLE_RELATION, WORKPLACE_TITLES } from '../rules/role-context-words';
import { ruleSpan } from '../rules/span';
import type { Span } from '../types';
import { hangulRunStart } from './hangul';
import { trailingHead } from './head-nouns';
import { COMPOUND_SURNAMES, isKoreanShaped } from './korean-names';
import { GLUED, isProse, isProseSyllable, onCourtLine, spacedNameStart } from './name-word';
import { particleAgrees } from './particle-agreement';
import { isKindOfUnit, looksForeign, PROSE_END } from './spaced-names';
import { touches, withSpans } from './span-list';
import { particleChainAt } from './word-boundary';

/** Between a model doubt's 0.6 and the pattern rules' 0.8: the slot alone, no model vote. */
const SCORE = 0.7;

// The stem, then what only follows a person: a dative or honorific subject marker, `과/와` + together / conspire, the
// subject of running or working at a place (`X가 운영하는`: 152 of 153 such words in the release are names), or who
// one says one is at the end of a quoted sentence or any sentence of it (`‘… 소개로 온 X입니다.'라고`, `"신협 X입니다.
// 저금리 대출을`: the release's four such words a dictionary lacks are names; the others are `위반`, `상품`, `호텔` …), the owner (`그곳에 있던 X 소유인 물건`: the
// release marks 24 names and 3 companies there; the unmarked are roles, nouns and public bodies), who runs it (`X 운영의
// ‘…사무소'`: 58 marked names, the unmarked 53 are 피고인, 피해자 and 이), in whose name something is (`개샐 명의로
// 설립한`: 666 marked values stand before `명의` in the release, the three unknown words unmarked there are a plural,
// a kind and a verb), or a dative with 등
// between (`X 등으로부터 4억 원을 빌리는`: 24 marked names; the unmarked are roles, nouns and public bodies again), or
// the source of money (`카림으로부터 3억 원을`: 302 marked names stand before (으)로부터 in the release, 75 other values (companies,
// banks, lenders); the unknown words unmarked there are bodies and dates, kept out by BODY_END, and three nouns: `한전`, `화주`, `번호`).
// Whose introduction, order or request it was (`삼턴의 소개로`, `X의 지시에 따라`, `X의 부탁으로`): the release marks 28
// words there; the unmarked no dictionary knows are kinds and plurals (`관리책`, `조직원들`), which the filters below keep
// out. Not 요청 or 제안, which ideas make too (`법해석의 요청에 부응하는`, precedent-kr).
// The dative, and 과/와 with 함께 or 공모하다: the cues both PERSON_SLOT and SHORT_LAST_WORD read.
const DATIVE = '에게서|에게|한테서|한테';
// With whom one shares a business, a home, a marriage, a call or a quarrel (`X와 동업`, `X와 통화`, `X와 말다툼`), or
// a relation (`X와 지인 관계`, `X과 연인 사이`; the role reader reads a name's words there, this slot one word that ends as
// prose does, `모에와`): the release marks 50 words there; the ones it leaves are roles, kin, pronouns and ages
// (`피해자와 통화`, `(28세)와 다툼`, `남편과 부부 사이`).
// … and one's own people the sentence then names (`X과 그 동료인 피해자 E`, `피해자 B와 그 남편인 C에게`): the release marks
// the three words there; the two it leaves are roles (`사장과 그 일행들이`, `피해자와 그 남편을`).
const THEIR_OWN = '그 (?:동료|일행|친구|지인|애인|남편|아내|처|동생|형|누나|언니|오빠|딸|아들|어머니|아버지|부모)(?:인|이|과|와|을|를|들)';
// … and with whom one quarrels (`X과 시비되어`, `X와 몸싸움을`): the release marks the 9 names there; the 46 words it
// leaves are roles, plurals and kinds (`피해자와 시비`, `일행과`, `손님들과`) and verbs of coming (`찾아와 시비`).
const QUARREL_WORDS = '말다툼|시비|몸싸움|다툼';
const QUARREL = new RegExp(`^ (?:${QUARREL_WORDS})`, 'u');
const VERB_OF_COMING = /^[가-힣][아어여워려쳐져해라가]$/u;
const TOGETHER = `[과와](?= (?:함께|공모하|공모한|공모하여|동업|교제|동거|결혼|통화|${QUARREL_WORDS}|${PEOPLE_RELATION}|${THEIR_OWN}))`;
// Whose bank account it is (`툰 나잉의 농협은행계좌로`, `D의 E은행 계좌로`): the release marks 28 values there, 24 of them
// names; the words it leaves are 명의, roles and pronouns.
const ACCOUNT = '(?:[가-힣A-Za-z]{0,8}(?:은행|농협|금고|신협|우체국|수협) ?)?(?:예금 ?)?계좌';
// Who one says one is, at the end of a sentence of what is said.
const SAYS_WHO = `입니다(?=[.,!?’'"”])`;
// Whose introduction, order or request it was (`X의 지시에 따라`); the owner and in whose name, read ahead of the word.
const WHOSE = '의(?= (?:소개|지시|부탁|권유)(?:로|를|을|에|대로)(?![가-힣]))';
const OWNER = '소유(?:인|의|로)';
const IN_NAME = '명의(?:로|의|를)?';
// The last of the people a count sums up (`D 등 135명으로부터`, `I등 3인에게`): the release marks 7 words there, the one it
// leaves is 피해자 (`피해자 등 3명과`), a role the kind filter keeps out. Not 3인분 (portions), 3인조 (a gang), 3인용.
const PEOPLE_COUNT = '등 ?(?:\\d+|두|세|네|다섯|여섯|일곱|여덟|아홉|열) ?(?:명|인(?![분조용]))';
// Whom one strikes, threatens, touches, wakes, deceives or meets (`자고 있던 X을 깨우기 위해`, `X를 폭행하여`): the release
// marks 85 values before these verbs and their object marker; the 3,156 words it leaves there are roles, body parts and
// other dictionary words (`피해자를`, `얼굴을`, `피해회사를`), and the seven kinds the lexicon lacks are plurals, `그녀`,
// `불특정인` and `같이피해자`, which the filters below keep out.
// Not 데리고, which takes pets too (`[반려견]을 데리고`, a word the lexicon lacks).
const DONE_TO = '폭행|때리|때려|때렸|구타|협박|위협|추행|간음|강간|살해|감금|유인|껴안|끌어안|깨우|깨워|기망하|만나|만났|불러내';
const PERSON_SLOT = new RegExp(
  `(?<![가-힣])([가-힣]{2,6}?)(${DATIVE}|께서|으로부터|로부터|[을를](?= (?:${DONE_TO}))|${TOGETHER}|[이가](?= (?:운영|근무)하(?:는|던|고|며|였|여))|${SAYS_WHO}|${WHOSE}|의(?= ${ACCOUNT})|(?= (${OWNER}|운영의|${IN_NAME}|등(?:에게서|에게|으로부터|한테))(?![가-힣])|(?= ?(${PEOPLE_COUNT}))))(?:(?![가-힣])|(?=${PEOPLE_COUNT}))`,
  'gu',
);

// A noun and a suffix for a kind of person, a title or a sum (`송금책`, `번역사`, `집행관`, `포대장`, `점포주`,
// `환전상`, `투자금`): prose.
const KIND = /(?:책|원|자|인|팀|측|님|분|사|관|금|가|부|장|주|상|표)$/u;
// Pronouns and demonstratives the lexicon leaves out (`그쪽에게`, `저놈에게`, `너희에게`, `분들에게`), and the
// higher-ups of an organisation (`윗선으로부터 사주를 받은`, precedent-kr).
const PRONOUNS = new Set(['그쪽', '저쪽', '이쪽', '그놈', '저놈', '이놈', '그년', '저년', '너희', '너네', '분들', '그분들', '당신들', '자네', '윗선', '아랫선']);

/**
 * The word without the particles no name ends in (과, 와, 을, 를, 의, 는 and what follows them): `최현주와 교수와 제자의
 * 관계`, `박별의 소유로` name 최현주 and 박별, not `최현주와`, `박별의`. Two syllables stay at least.
 */
function withoutParticle(word: string): string {
  for (let l = 2; l < word.length; l++) if (/[과와을를의는]/u.test(word[l]) && particleChainAt(`${word} `, l) === word.length - l) return word.slice(0, l);
  return word;
}

/** A noun with a kind suffix: the rest is a noun (`번역사`), or the word is long as no name with that ending is (`징계권자`). */
function isKindNoun(stem: string): boolean {
  // No name ends in the plural 들 (`닭들`, `병들`, `다수인들`).
  if (stem.endsWith('들')) return true;
  if (!KIND.test(stem)) return false;
  const base = stem.slice(0, -1);
  return stem.length >= 4 || isNounOrCompound(base);
}

// Who is impersonated: a title after a person's name (`X 팀장을 사칭`, `‘서울중앙지검 X 검사'를 사칭`), `직원` after an
// employer's (`X 직원을 사칭`). In the release 51 words there are marked (25 names, 23 banks); the 13 unmarked that no
// dictionary knows are 금융감독원 (a kind noun here) and one 채권팀.
const IMPERSONATED = /(?<![가-힣])([가-힣]{2,6}) (팀장|과장|대리|차장|부장|실장|계장|주임|직원|검사|수사관)[’'"”]?(?:을|를|이라고|라고) ?사칭/gu;
// A title and its particle after a name (`"새마을금고 X 팀장이다`, `X 대리라고 자신을 소개`): of 107 words the release
// has right before such a title and marked, all are names; of the 268 unmarked, none is a bare word no dictionary
// knows. The title must carry its particle: `대리 운전`, `과장 등록`, `소장 개새끼들` are no titles. With the longer
// particles (`팀장으로부터`, `기자에게서`) and the arts' and press's titles (`예술감독`, `교수`) it still marks no word
// of the release outside its marked values, and none of precedent-kr.
const TITLED = new RegExp(
  `(?<![가-힣])([가-힣]{1,6}) (?:${alternation([...WORKPLACE_TITLES, '센터장', '매니저', '감독', '예술감독', '코치', '교수', '기자', '이사장'])})(?=(?:님|께서|께|이다|이고|이며|입니다|이라고|라고|으로부터|로부터|으로|로|에게서|에게|한테서|한테|이|은|을|의|과|와|는|가|를|도)(?![가-힣])|[,.'"’”)])`,
  'gu',
);
// A unit of an organisation (`대전지역단`, `영업7팀`), a noun and its particle (`승용차를`, `방사선과`) or a verb of a
// noun (`사업하는`, `운영한`) before a title: no name.
const UNIT = /(?:단|팀|부|과|실|국|청|소|점|회|지사|센터)$/u;

// `동대표 회장`, `되는데 차장에게`: a title's own word, a verb's ending.
const TITLE_IN = /(?:대표|장)$/u;
// … and the conditional (`500만 원을 빌려주면 대리로 승진해서`: 대리 read as the title before 로).
const VERB_END = /(?:는데|은데|인데|니까|지만|어서|아서|는|던|면)$/u;

function bareUnknownStem(stem: string): boolean {
  if ((stem.length >= 4 && UNIT.test(stem)) || TITLE_IN.test(stem) || (stem.length >= 3 && VERB_END.test(stem))) return false;
  for (let l = 1; l < stem.length; l++) {
    const head = stem.slice(0, l);
    if (particleChainAt(`${stem} `, l) === stem.length - l && isNounOrCompound(head)) return false;
    if (/^(?:하|되)?(?:는|던|한|된|할)$/u.test(stem.slice(l)) && isNounOrCompound(head)) return false;
  }
  return particleChainAt(`${stem} `, 0) !== stem.length;
}
/**
 * A word a foreign name may hold: no office or unit, role, prose or date word, and (unless `nounToo`) no dictionary word
 * of two syllables or more.
 */
function nameWordOf(word: string, nounToo = false): boolean {
  return !OFFICE.test(word) && !(word.length >= 4 && UNIT.test(word)) && !isNotName(word) && !ONE_SYLLABLE_NOUNS.has(word) && !isProseSyllable(word) && (nounToo || !(word.length >= 2 && isDictionaryNoun(word))) && !PROSE_END.test(word);
}

/**
 * Where a foreign name ends at `end` with the word at `start` (`카림 [아슬람] 직원을 사칭`, `누르란·아부·[사비로프]`): up
 * to three earlier words, over a space or a middle dot, each a name's (no role, prose, date word or dictionary word of
 * two syllables or more), the whole not Korean-shaped. `start` itself where none is.
 */
function foreignNameStart(text: string, start: number, end: number): number {
  let from = start;
  for (let k = 0; k < 3 && (text[from - 1] === ' ' || text[from - 1] === '·'); k++) {
    const wordStart = hangulRunStart(text, from - 1);
    const word = text.slice(wordStart, from - 1);
    // Over a middle dot a word that sounds like a noun is a name's too (`누르란·아부·사비로프`: Abu).
    const dotted = text[from - 1] === '·';
    if (word.length === 0 || word.length > 6 || /[\p{L}\p{N}]/u.test(text[wordStart - 1] ?? '') || !nameWordOf(word, dotted)) break;
    from = wordStart;
  }
  return from < start && looksForeign(text.slice(from, end).replace(/·/gu, ' ')) ? from : start;
}

/**
 * A word before a foreign name's last word of one syllable (`모에 조`, `나잉 조`): no dictionary word, compound or unit
 * (`영업부 김 팀장`, `경리팀 박 과장`: where the person works, then a surname). Burmese 모에 ends as a word and 에 do;
 * its first syllable is then no prose (`위에`, `옆에`).
 */
function beforeLastSyllable(word: string): boolean {
  if (word.length === 2 && word[1] === '에') return isSyllableAndE(word);
  return nameWordOf(word) && !isNounOrCompound(word) && !isKindOfUnit(word) && !(word.length >= 3 && UNIT.test(word));
}

/**
 * Where the foreign name ends with the word of one syllable at `start`: the words foreignNameStart reads, or else the
 * one word of two to four syllables before it, which foreignNameStart leaves where the pair reads as Korean joined
 * (`모에조`; a Korean name is written apart only after its surname, `남궁 민`) or the word ends as prose does (`모에`);
 * each a word beforeLastSyllable takes. Undefined where none is.
 */
function lastSyllableNameStart(text: string, start: number, end: number): number | undefined {
  let from = foreignNameStart(text, start, end);
  if (from === start && text[start - 1] === ' ') {
    const wordStart = hangulRunStart(text, start - 1);
    const word = text.slice(wordStart, start - 1);
    if (word.length >= 2 && word.length <= 4 && !/[\p{L}\p{N}]/u.test(text[wordStart - 1] ?? '') && !COMPOUND_SURNAMES.has(word)) from = wordStart;
  }
  const words = text.slice(from, start).split(/[ ·]/u).filter(Boolean);
  return from < start && words.every(beforeLastSyllable) ? from : undefined;
}

// An office before the title, or a word with the possessive 의 (`서울중앙지검 검사`, `검찰청의 검사`), names no one.
const OFFICE = /(?:지검|지청|검찰|검찰청|경찰청|경찰서|의)$/u;
// What money and goods come from is a body as often as a person: a county, an office, a branch, a firm (`태안군으로부터`,
// `동구청으로부터`, `발주처로부터`, `광천동지점으로부터`, `임가공업체로부터`: 13 of the 17 unknown words before it in the release).
// A date is where time runs from (`판결확정일로부터`, `취득일로부터`), and `끝으로부터` is 끝 + 으로부터.
const BODY_END = /[청군처점체일으]$/u;
// `내 소유`, `제 소유`: the pronoun, not a name, owns.
const OWNING_PRONOUN = /[내제네저나]$/u;
// The alias one is told to use (`가명은 퇴쇼월로 하고`, `가명을 ‘뉼뢨걘'으로 정하여`): an alias is a name
// (rules/role-context-words.ts: 30 of 30 words after `가명` in the release are marked names), here with the topic or
// object marker between.
// A foreign alias may run to several words (`가명은 비락 다비 찬으로 하고`), a wrapped line may end before it. The name
// one gives oneself is one too (`피고인은 이름을 개뻥뇔로 속이고`: the release marks the one word there).
const ALIAS = /(?<![가-힣])(?:가명|이름|성명)(?:은|을|는)(?: \r?\n?|\r?\n)[‘'"“]?([가-힣]{1,6}?(?: [가-힣]{1,6}?){0,3})[’'"”]?(?=(?:으로|로) )/dgu;
// Who one is called (`뇌쿳즉이라는 사람이`, `'찬타'라는 가명으로`, `영궝업뛔라는 트위터 계정을`): the release marks the eight
// names it has before `(이)라는 사람`; the unknown words before the other nouns are names or accounts, identifiers either way.
const CALLED_NOUN = "(?:사람|친구|이름|가명|별명|닉네임|대화명|아이디|(?:트위터|인스타그램|페이스북|카카오톡|텔레그램|유튜브|틱톡)? ?계정)";
const CALLED = new RegExp(`(?<![가-힣])[‘'"“]?([가-힣]{2,6}?)[’'"”]?(이라는|라는) ${CALLED_NOUN}`, 'gu');
/** `는 사람`, `는 가명`: what follows the quoting particle 라는 when one is said to be called so. */
const AFTER_CALLED_RA = new RegExp(`^는 ${CALLED_NOUN}`, 'u');

/**
 * `간 후렐수흐라는 사람`: before 는 and a word for what one is called, a person span's last 라 or 이라, agreeing with the
 * syllable before it as CALLED's particle does, is the quoting particle 라는 / 이라는, not the name's: its length, or 0.
 */
export function quotingParticleLength(text: string, s: Span): number {
  if (!AFTER_CALLED_RA.test(text.slice(s.end, s.end + 12))) return 0;
  const quote = ['이라', '라'].find((q) => s.text.endsWith(q) && particleAgrees(s.text.slice(0, -q.length), `${q}는`));
  return quote !== undefined && s.text.length - quote.length >= 2 ? quote.length : 0;
}

// `보파 속과 함께`, `소피압 조에게`: a foreign name whose last word is one syllable, before the slots only a person fills;
// not a word that ends as prose (`생산할 닭에게`, `내가 니한테`) or a noun or pronoun of one syllable (`말과 함께`, `껌과
// 함께`, `니한테`).
// The source of money and who one says one is read so too (`다비 헹으로부터 차용한`, `소개로 온 찬니 찬입니다.'`).
const SHORT_NAME_CUE = `${DATIVE}|${TOGETHER}|으로부터|로부터|${SAYS_WHO}`;
// … and the slots read ahead of the word, as PERSON_SLOT reads them: the owner, in whose name, whose order or
// introduction (`카림 칸 소유인 물건`, `흘라 뚜의 지시에 따라`). The one-syllable words of prose that stand there in the
// release (`내 소유의`, `처 명의로`, `딸 명의 계좌`: 30 words, none marked) are kin and pronouns, which isProseSyllable
// keeps out, or follow a word the filters keep out (`자신의 처`, `피해자 형`).
const SHORT_LAST_WORD = new RegExp(
  `(?<![가-힣])([가-힣]{2,6}) ([가-힣])(?:(${SHORT_NAME_CUE}|${WHOSE})(?![가-힣])|(?=( (?:${OWNER}|${IN_NAME})(?![가-힣]))))`,
  'gu',
);
// `초 윈으로부터`, `쪼 예와 함께`: a name of two one-syllable words (Burmese, Cambodian), read the same way.
const TWO_SYLLABLE_NAME = new RegExp(`(?<![가-힣\\d])([가-힣]) ([가-힣])(${SHORT_NAME_CUE})(?![가-힣])`, 'gu');
// `피고인은 초·조와 공모하여`: the same name written with a middle dot. Its one-syllable parts may be words (초, 조), so
// a dotted run of such parts is read only here, and not where prose dots them: a division, kin or a contract's parties
// (`시·군·구에게`, `부·모와 함께`, `갑·을에게`); a longer part must be no word (`시·도지사에게`, `선·후배들과 함께`, the
// release's and precedent-kr's only dotted runs in these slots).
const DOTTED_NAME = new RegExp(`(?<![가-힣\\d·・])([가-힣]{1,5}(?:[·・][가-힣]{1,5}?){1,3})(${SHORT_NAME_CUE})(?![가-힣])`, 'gu');
const DOTTED_PROSE = new Set([...'시 군 구 도 읍 면 동 리 부 모 형 제 자 녀 남 여 처 손 딸 갑 을 병 정 무'.split(' ')]);

// The business whose owner is named (`수사보고(긋헴 업주 진술)`): of the bare words the release has before `업주`, the
// four it leaves unmarked are dictionary words (`식당`, `주점`, `상점`, `희망`); the marked are bars and shops. And the
// employer one belongs to (`진성몰 소속 방역요원`): the release marks 43 values before `소속`; the 84 it leaves are
// dictionary words, compounds, public bodies and units (`금융기관`, `서울교통공사`, `허가건축과`).
const OWNED = /(?<![가-힣])([가-힣]{2,8}) (업주|소속)(?:의|으로|이던|인)?(?![가-힣])/gu;

// `'괵쇼허'을 사칭`: a word quoted alone is a name (the release marks all seven such words).
const QUOTED_IMPERSONATED = /(?<=[‘'"“])([가-힣]{2,6})(?=[’'"”](?:을|를|이라고|라고) ?사칭)/gu;

// A pronoun a wrapped line glued to the word before it (`가슴을 1회 만져⏎그녀를 추행하였다`): no name ends in one.
const GLUED_PRONOUN = /(?:그녀|그들)$/u;

/** A word no dictionary knows and no kind of person, not glued to a mask or a number, off the court's lines. */
function unknownWord(text: string, stem: string, word: string, start: number): boolean {
  if (isProse(stem, word) || nounPieces(stem) || PRONOUNS.has(stem) || GLUED_PRONOUN.test(stem) || isKindNoun(stem)) return false;
  return !GLUED.test(text[start - 1] ?? ' ') && !onCourtLine(text, start);
}

// What the model calls a foreign name's word when it misses the person (`수만 [프라카시] [셰르파]에게`: an address and a
// business); unlike spaced-names.ts, not an institution or organisation, which a dative follows as often (`경찰서에게`).
const MISREAD_AS: ReadonlySet<Span['category']> = new Set(['BUSINESS', 'PRODUCT', 'PLACE', 'ADDRESS', 'SERVICE']);

/**
 * The model's reading of exactly [from, end) as another category that a person's slot overrules: its own label (no
 * fine label such as 은행), no head word of a business (`한빛상사`), and not Korean-shaped; or undefined.
 */
function misreading(spans: readonly Span[], from: number, end: number): Span | undefined {
  const over = spans.filter((s) => s.start < end && from < s.end);
  const [s] = over;
  if (over.length !== 1 || s.start !== from || s.end !== end || s.source !== 'model' || s.label !== s.category || !MISREAD_AS.has(s.category)) return undefined;
  return trailingHead(s.text, s.label, s.category) || isKoreanShaped(s.text) ? undefined : s;
}

/** The model's readings of words inside [from, end) as a business or a place, when no other span touches it. */
function misreadWords(spans: readonly Span[], from: number, end: number): Span[] {
  const over = spans.filter((s) => s.start < end && from < s.end);
  return over.every((s) => s.start >= from && s.end <= end && s.source === 'model' && MISREAD_AS.has(s.category) && !trailingHead(s.text, s.label, s.category)) ? over : [];
}

/**
 * The one person span inside [from, end) and shorter than it that the slot reads whole (`흘라 [뚜]에게`: the model's
 * last syllable of a foreign name; `[무함울르] 칸으로부터`: its first word; `마 [신위]에게`: a given name after its
 * surname); or undefined.
 */
function personPart(spans: readonly Span[], from: number, end: number): Span | undefined {
  const over = spans.filter((s) => s.start < end && from < s.end);
  const [s] = over;
  if (over.length !== 1 || s.category !== 'PERSON' || s.source === 'user' || s.start < from || s.end > end || s.end - s.start >= end - from) return undefined;
  return s;
}

// The cues no company fills (a dative, the honorific subject, a companion, who one says one is): only there is the
// model's business or place overruled. Money comes from companies, and they own and hold accounts (`햇살라이프로부터`,
// `씨큐엠에스 소유의`, `지엠피쥬얼리 명의로`: on the test split every such reading the slots overruled was a company).
const PERSON_ONLY_CUE = new RegExp(`^(?:${DATIVE}|께서|[과와]|입니다)$`, 'u');

/**
 * `spans` plus the words in a person's slot that no span touches and no dictionary knows; a word the model read as a
 * business or a place where only a person stands (`[아구스]에게`, a foreign name's last word) becomes the person the
 * slot says it is, so the name's other words join it (spaced-names.ts).
 */
export function addContextNames(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  const retired = new Set<Span>();
  // `foreignName`: the slot reads a foreign name of several words whole, so the model's other category on any of its
  // words gives way (`카림 [아슬람] 직원을 사칭`), as a person-only cue overrules the model's reading of the whole.
  const add = (from: number, end: number, label: string, why: string, cue = '', foreignName = false): boolean => {
    if (touches(added, from, end)) return false;
    const misread = PERSON_ONLY_CUE.test(cue) || foreignName ? misreading(spans, from, end) : undefined;
    const part = misread ? undefined : personPart(spans, from, end);
    const words = foreignName && !misread && !part ? misreadWords(spans, from, end) : [];
    if (misread) retired.add(misread);
    else if (part) retired.add(part);
    else if (words.length > 0) for (const w of words) retired.add(w);
    else if (touches(spans, from, end)) return false;
    const note = misread ? `, not the model's ${misread.category}` : part ? `, the whole of “${part.text}”` : '';
    added.push(ruleSpan(text, from, end, label, SCORE, `context: ${why}${note}`));
    return true;
  };
  const personLabel = (from: number, end: number) => (isKoreanShaped(text.slice(from, end)) ? '내국인이름' : '외국인이름');
  for (const m of text.matchAll(PERSON_SLOT)) {
    const stem = m[1];
    const start = m.index;
    if (!particleAgrees(stem, m[2]) || !unknownWord(text, stem, stem + m[2], start)) continue;
    // The slots read ahead of the word (` 소유의`, ` 등으로부터`, `등 3명`) hand their cue over in a group of their own.
    const cue = m[2] || m[3] || m[4];
    // `그러면⏎내 소유의`: a wrapped line read back as one word ends in the pronoun that owns.
    if (m[3] !== undefined && OWNING_PRONOUN.test(stem)) continue;
    // `50만 원을 명의 대여비로`, `필요하니까 명의를`: before 명의 a word ending as prose is no one's name.
    if (m[3]?.startsWith('명의') && PROSE_END.test(stem)) continue;
    if (cue.endsWith('로부터') && BODY_END.test(stem)) continue;
    // `찾아와 시비를`, `달려와 다툼이`, `올라와`: a verb of two syllables and 오다 before a quarrel, not a name's end.
    if (cue === '와' && VERB_OF_COMING.test(stem) && QUARREL.test(text.slice(start + stem.length + 1, start + stem.length + 5))) continue;
    // `샐컬하명의의 계좌`: 명의 glued to the name, read by its own slot.
    if (cue === '의' && /명의?$/u.test(stem)) continue;
    // `공소외 박별의 소유로`: the slots read ahead of the word leave its particle outside.
    const end = start + (m[2] ? stem.length : withoutParticle(stem).length);
    const why = `a word no dictionary knows before “${cue}”`;
    // The earlier words of a foreign name are the name's too (`쪼 나잉으로부터 차용한`), each no noun of a kind of person or
    // trade (`환전상 개앉펄에게`); there the model's business or place on a word of it gives way, as a company is no name of
    // several foreign words. Where another reading stands on them, the word is read as before.
    const foreign = foreignNameStart(text, start, end);
    const earlier = [...text.slice(foreign, start).matchAll(/[가-힣]+/gu)];
    if (foreign < start && earlier.every((w) => unknownWord(text, w[0], w[0], foreign + w.index)) && add(foreign, end, personLabel(foreign, end), why, cue, true)) continue;
    const from = spacedNameStart(text, start);
    add(from, end, personLabel(from, end), why, cue);
  }
  for (const m of text.matchAll(SHORT_LAST_WORD)) {
    const [, first, last] = m;
    const cue = m[3] ?? m[4].trim();
    // Burmese 모에 ends as prose does (a word and 에), its first syllable no prose (`모에 뚜로부터`; not `옆에 뚜`).
    const prose = PROSE_END.test(first) && !isSyllableAndE(first);
    if (!particleAgrees(last, cue) || isProseSyllable(last) || ONE_SYLLABLE_NOUNS.has(last) || prose || !unknownWord(text, first, first, m.index)) continue;
    const end = m.index + first.length + 1 + last.length;
    add(m.index, end, '외국인이름', `a name whose last word is one syllable before “${cue}”`, cue);
  }
  for (const m of text.matchAll(TWO_SYLLABLE_NAME)) {
    const [, first, last, cue] = m;
    if (!particleAgrees(last, cue) || [first, last].some((w) => isProseSyllable(w) || ONE_SYLLABLE_NOUNS.has(w)) || onCourtLine(text, m.index)) continue;
    add(m.index, m.index + 3, '외국인이름', `a name of two one-syllable words before “${cue}”`, cue);
  }
  for (const m of text.matchAll(DOTTED_NAME)) {
    const [, run, cue] = m;
    const parts = run.split(/[·・]/u);
    const namePart = (p: string) =>
      p.length === 1 ? !isProseSyllable(p) && !ONE_SYLLABLE_NOUNS.has(p) && !DOTTED_PROSE.has(p) : !isNounOrCompound(p) && !isNotName(p) && !isKindNoun(p) && !PROSE_END.test(p);
    if (!particleAgrees(parts[parts.length - 1], cue) || !parts.every(namePart) || onCourtLine(text, m.index)) continue;
    add(m.index, m.index + run.length, '외국인이름', `a dotted name before “${cue}”`, cue);
  }
  for (const m of text.matchAll(IMPERSONATED)) {
    const stem = m[1];
    const start = m.index;
    const end = start + stem.length;
    // A foreign name's earlier words make the one impersonated a person, before 직원 too (`카림 아슬람 직원을 사칭`);
    // its last word may split into nouns as a foreign word does (`사비로프`: 사비 + 로프).
    const foreign = foreignNameStart(text, start, end);
    if (OFFICE.test(stem) || (foreign === start ? !unknownWord(text, stem, stem, start) : !nameWordOf(stem))) continue;
    const from = foreign < start ? foreign : m[2] === '직원' ? start : spacedNameStart(text, start);
    const label = m[2] === '직원' && foreign === start ? '기업명' : personLabel(from, end);
    add(from, end, label, `a word no dictionary knows before “${m[2]}” impersonated`, '', foreign < start);
  }
  for (const m of text.matchAll(OWNED)) {
    const [, stem, cue] = m;
    // `‘…커피숍' 카페의 업주`: a word with its particle is prose before the owner.
    if (!unknownWord(text, stem, stem, m.index) || PROSE_END.test(stem) || isKindOfUnit(stem)) continue;
    add(m.index, m.index + stem.length, cue === '업주' ? '업소' : '기업명', `a word no dictionary knows before “${cue}”`);
  }
  for (const m of text.matchAll(TITLED)) {
    if (OFFICE.test(m[1]) || !bareUnknownStem(m[1]) || !unknownWord(text, m[1], m[1], m.index)) continue;
    const stem = withoutParticle(m[1]);
    const end = m.index + stem.length;
    // A word of one syllable only as a foreign name's last (`모에 조 팀장으로부터`), never alone (`김 팀장`, `위 팀장`).
    const foreign = stem.length === 1 ? lastSyllableNameStart(text, m.index, end) : foreignNameStart(text, m.index, end);
    if (foreign === undefined || (stem.length === 1 && isProseSyllable(stem))) continue;
    const from = foreign < m.index ? foreign : spacedNameStart(text, m.index);
    add(from, end, personLabel(from, end), 'a word no dictionary knows before a title');
  }
  for (const m of text.matchAll(ALIAS)) {
    const [start, end] = m.indices![1];
    // Each word may be a name's, and one of two syllables or more at least is no dictionary's.
    const words = [...m[1].matchAll(/[가-힣]+/gu)];
    const unknown = words.some((w) => w[0].length >= 2 && unknownWord(text, w[0], w[0], start + w.index));
    if (unknown && (words.length === 1 || !words.some((w) => isNotName(w[0])))) add(start, end, personLabel(start, end), 'a word no dictionary knows given as an alias');
  }
  for (const m of text.matchAll(CALLED)) {
    const start = m.index + m[0].indexOf(m[1]);
    const end = start + m[1].length;
    if (!particleAgrees(m[1], m[2]) || !unknownWord(text, m[1], m[1], start)) continue;
    const from = spacedNameStart(text, start);
    add(from, end, personLabel(from, end), 'a word no dictionary knows that one is called');
  }
  for (const m of text.matchAll(QUOTED_IMPERSONATED)) {
    const end = m.index + m[1].length;
    if (unknownWord(text, m[1], m[1], m.index)) add(m.index, end, personLabel(m.index, end), 'a quoted word no dictionary knows, impersonated');
  }
  return withSpans(spans, added, retired);
}
