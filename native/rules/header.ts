// The first block of a judgment lists the parties: `피 고 인  X (700101-1******), 무직` / `주거 …` / `등록기준지 …`
// (criminal layout) or `【원고, 항소인】 X 외 2인` (bracket layout). Each party's name, birth date and the part of
// each address below 시·군·구 become spans here; propagation then finds every later mention of the name.
import type { Span } from '../types';
import { isDistrictWord } from './address-words';
import { isKoreanShaped } from '../redact/korean-names';
import { isNotHanName } from './han-names';
import { LATIN_WORD, personShaped } from './latin-person';
import { isNotName, isProseSyllableWord, ROLE_SCORE } from './role-context';
import { COMPANY_WORDS } from './role-context-words';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

/** Where the header ends: the operative part (주문) or the reasons. */
const HEADER_END = /^\s*(?:【\s*)?(?:주\s*문|이\s*유|범\s*죄\s*사\s*실|청\s*구\s*취\s*지)\s*(?:】|$)/mu;
/** Headers are short; a judgment without a 주문 line is read this far. */
const MAX_HEADER = 3000;

const PARTY_ROLES = new Set([
  '피고인', '원고', '피고', '신청인', '피신청인', '청구인', '피청구인', '사건본인', '채권자', '채무자', '참가인', '보조참가인',
  '독립당사자참가인', '항고인', '재항고인', '상대방', '항소인', '피항소인', '상고인', '피상고인', '소송수계인', '원고승계참가인',
  '피고인겸피치료감호청구인', '피고인겸피부착명령청구자', '피부착명령청구자', '피치료감호청구인', '반소원고', '반소피고', '선정당사자',
]);

const ADDRESS_WORDS = /^(?:주\s*거|주\s*소|주\s*소\s*지|거\s*소|등\s*록\s*기\s*준\s*지|본\s*적|본\s*점\s*소\s*재\s*지|소\s*재\s*지|송\s*달\s*장\s*소)$/u;
const NO_ADDRESS = /생략|부정|불상|미상|일정하지|없음|○|△|□|◇|☆|◈|▣|00|##/u;
const MASKED = /[○△□◇☆◈▣●◎※#*＊]|\d/u;

/** The header's end offset. */
export function headerEnd(text: string): number {
  const m = HEADER_END.exec(text.slice(0, MAX_HEADER));
  return m ? m.index : Math.min(text.length, MAX_HEADER);
}

/** `원고(반소피고), 항소인` → `원고`; `피 고 인` → `피고인`. */
function roleOf(label: string): string | undefined {
  const first = label.split(/[,，]/u)[0].replace(/\([^()]*\)/gu, '').replace(/\s+/gu, '');
  // `피고보조참가인`, `원고승계참가인`, `피고소송수계인`: a party role with the side it joins.
  return PARTY_ROLES.has(first) || /^(?:원고|피고|신청인|피신청인|채권자|채무자)?(?:보조|승계|독립당사자|공동소송)?(?:참가인|소송수계인)$/u.test(first) ? first : undefined;
}

// A party's name: Hangul words, with middle dots between the words of a foreign name (`보파·소카·속`), Latin
// letters as an alien registration card writes it (`KHAN THI MAI`), or Chinese characters (`吳世勳`, `田中 健太`).
const NAME_WORD = `(?:[가-힣]+(?:[·・][가-힣]+){0,3}|${LATIN_WORD}|\\p{Script=Han}{1,5})`;
const HAN = /\p{Script=Han}/u;
const HANGUL = /[가-힣]/u;
const NAME_AT = new RegExp(`^(${NAME_WORD}(?: ${NAME_WORD}){0,3}?)(?= 외 \\d|\\s*[(（,，]|\\s*$)`, 'u');

const PARTY_LETTERS = new Set(['갑', '을', '병', '정', '무', '기']);
// Particles no name ends in, after two syllables or more.
const PROSE_PARTICLE_END = /[가-힣]{2}(?:는|를|을|의|과|와|에게|에서|으로|로부터)$/u;

/** The name at the start of a party's value, or undefined for placeholders, companies and public bodies. */
function nameAt(value: string): { length: number; korean: boolean } | undefined {
  const m = NAME_AT.exec(value);
  if (!m || value.split(/\s+/u).some((w) => COMPANY_WORDS.has(w))) return undefined;
  if (/[A-Za-z]/u.test(m[1])) return HANGUL.test(m[1]) || !personShaped(m[1]) ? undefined : { length: m[1].length, korean: false };
  if (HAN.test(m[1])) return HANGUL.test(m[1]) || isNotHanName(m[1]) || m[1].replace(/ /gu, '').length < 2 ? undefined : { length: m[1].length, korean: false };
  const words = m[1].split(/[ ·・]/u);
  if (words.some((w) => isNotName(w) || PARTY_ROLES.has(w) || COMPANY_WORDS.has(w)) || MASKED.test(value.slice(m[1].length, m[1].length + 1))) return undefined;
  // A last word in a particle no name ends in is a sentence's subject, its line broken after it (`피고인 디네시
  // 라나싱헤는⏎2020. 11. 16. …`): the role reader takes the name without it.
  if (PROSE_PARTICLE_END.test(words[words.length - 1])) return undefined;
  const korean = words.length === 1 && isKoreanShaped(words[0]);
  // One syllable only before a birth date or registration number (`【사건본인】 툰 (1962. 08. 18.생)`), or alone on the
  // party's line (`【피고, 피항소인】 초`: no header line of the release or the law.go.kr judgments holds a value of one
  // syllable); never the letters courts use for parties (`갑`, `을`, `병`) nor a syllable of prose.
  const rest = value.slice(m[1].length);
  const dated = /^\s*[(（]\s*\d{2,6}(?:[.\- ]|년)/u.test(rest) && !PARTY_LETTERS.has(words[0]);
  const alone = rest.trim() === '' && !PARTY_LETTERS.has(words[0]) && !isProseSyllableWord(words[0]);
  if (words.length === 1 && ((words[0].length < 2 && !dated && !alone) || words[0].length > 5)) return undefined;
  return { length: m[1].length, korean };
}

/** The address below the last 시·군·구 word of `value` (offset into value, length), as address.ts cuts it. */
function addressBelowDistrict(value: string): { start: number; end: number; label: string } | undefined {
  if (NO_ADDRESS.test(value)) return undefined;
  const trimmed = value.replace(/[\s.,;]+$/u, '');
  const words = [...trimmed.matchAll(/\S+/gu)];
  let cut = 0;
  let district = '';
  for (const w of words) {
    const bare = w[0].replace(/[,()]/gu, '');
    if (isDistrictWord(bare)) {
      cut = w.index + w[0].length;
      district = bare;
    }
  }
  const start = cut + (trimmed.slice(cut).length - trimmed.slice(cut).trimStart().length);
  if (start >= trimmed.length) return undefined;
  const last = district.slice(-1);
  const label = last === '구' ? '구아래주소' : last === '시' ? '시아래주소' : last === '군' ? '군아래주소' : '주소';
  return { start, end: trimmed.length, label };
}

const BIRTH = /(?<!\d)((?:19|20)\d{2}\. ?\d{1,2}\. ?\d{1,2}\.?) ?생|(?<!\d)((?:19|20)\d{2})년생/gu;

function partySpans(rt: RuleText, role: string, valueStart: number, lineEnd: number): Span[] {
  const value = rt.folded.slice(valueStart, lineEnd);
  const spans: Span[] = [];
  const name = nameAt(value);
  if (name) {
    spans.push(ruleSpan(rt, valueStart, valueStart + name.length, name.korean ? '내국인이름' : '외국인이름', ROLE_SCORE, `header: ${role}`));
  }
  for (const m of value.matchAll(BIRTH)) {
    const date = m[1] ?? m[2];
    const at = valueStart + m.index + (m[0].indexOf(date));
    spans.push(ruleSpan(rt, at, at + date.length, '생년월일', ROLE_SCORE, `header: ${role} birth date`));
  }
  return spans;
}

/** Parties, their birth dates and addresses from the judgment's header block. */
export function findHeaderParties(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const end = headerEnd(rt.folded);
  const spans: Span[] = [];
  let inParty = false;
  for (const line of rt.folded.slice(0, end).matchAll(/[^\n]+/gu)) {
    const lineStart = line.index;
    const lineEnd = lineStart + line[0].length;
    const bracket = /^\s*【([^】]+)】\s*/u.exec(line[0]);
    if (bracket) {
      const role = roleOf(bracket[1]);
      inParty = role !== undefined;
      if (role) spans.push(...partySpans(rt, role, lineStart + bracket[0].length, lineEnd));
      continue;
    }
    // Criminal layout: the role spelled out with spaces, then the name.
    const plain = /^\s*((?:[가-힣]\s*){2,8}?)(?:\s{2,}|\s*[:：]\s*|(?<=인|고)\s)(?=\S)/u.exec(line[0]);
    const role = plain ? roleOf(plain[1]) : undefined;
    if (plain && role) {
      inParty = true;
      spans.push(...partySpans(rt, role, lineStart + plain[0].length, lineEnd));
      continue;
    }
    const addr = /^\s*([가-힣](?:\s*[가-힣]){1,6}?)\s*[:：]?\s+(?=\S)/u.exec(line[0]);
    if (addr && ADDRESS_WORDS.test(addr[1]) && inParty) {
      const valueStart = lineStart + addr[0].length;
      const a = addressBelowDistrict(rt.folded.slice(valueStart, lineEnd));
      if (a) spans.push(ruleSpan(rt, valueStart + a.start, valueStart + a.end, a.label, ROLE_SCORE, `header: ${addr[1].replace(/\s+/gu, '')}`));
    }
  }
  return spans;
}
