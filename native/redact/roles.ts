// Roles that stay visible in published judgments (재일 2014-2): judges, prosecutors, attorneys, law firms and
// public bodies are named, parties are not. A role is read from the words around a mention or from its label.
import { PLACED_AT } from '../rules/organisation-context';
import type { Role, Span } from '../types';
import { PARTY_ROLE_WORDS } from './korean-names';

const PERSON_ROLE_WORDS: readonly (readonly [string, Role])[] = [
  ['부장판사', 'judge'],
  ['재판장', 'judge'],
  ['대법관', 'judge'],
  ['판사', 'judge'],
  ['주심', 'judge'],
  ['검사', 'prosecutor'],
  ['변호사', 'attorney'],
  ['변호인', 'attorney'],
  ['법무법인', 'law_firm'],
];

/** How far before a mention a role word may stand (`재판장 판사   홍길동`). */
const CONTEXT = 24;

// Judgment headers space a role out and qualify it: `검      사    이정훈`, `변  호  인    변호사(국선) 전태우`.
function roleBefore(text: string, start: number): Role | undefined {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  let before = text.slice(Math.max(lineStart, start - CONTEXT), start);
  for (let prev = ''; prev !== before; ) {
    prev = before;
    before = before.replace(/[\s:：]+$/u, '').replace(/\([^()]*\)$/u, '');
  }
  before = before.replace(/\s+/gu, '');
  for (const [word, role] of PERSON_ROLE_WORDS) if (before.endsWith(word)) return role;
  return undefined;
}

// A signature line: a judge's title, then only names (`판사 함상훈(재판장) 진현섭 이수환`, `대법관 A(재판장) B(주심) C`,
// `판사   박원혜   문호수   윤은영`). Every name on it is a judge's, however far from the title.
const SIGNATURE_LINE = /^[ \t]*(?:재판장[ \t]*)?(?:부장판사|판사|대법관|재판장)(?:[ \t]+[가-힣]{2,5}(?:[ \t]*\((?:재판장|주심)\))?)+[ \t]*$/u;

function onSignatureLine(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', start);
  return SIGNATURE_LINE.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd).replace(/\r$/u, ''));
}

// A title someone takes on, not holds: `‘C 검사'를 사칭하며`, `H 검사를 사칭`, `D 검사'라며`, and a name quoted with its
// title (`'C 변호사'와 공모하여`, `‘D 변호사 사무소'에서`): the release marks all 18 names before 검사, 변호사 or 판사 in
// its excerpts, every one of them a phishing alias, a quoted office or a fee.
const IMPERSONATION_AFTER = /^[^\n.]{0,10}?(?:사칭|행세|이?라며|이?라고 하)/u;
const OPENING_QUOTE = /[‘'"“]$/u;
// `그러니 F 변호사 선임비용`, `X 변호사 사무실에서`: the lawyer one hires or visits in the facts, a third party (the release
// marks the name); the case's own counsel is named on the header's lines, after the role. So is one whose case the
// facts tell of (`피고인과 공소외 1이 변호사 사건을 하였다`: law.go.kr's party with its particle, refilled `박율이`).
const HIRED_OR_VISITED = '선임|사무실|사무소|수임료|비용|보수';
const HIRED_AFTER = new RegExp(`^ ?(?:${HIRED_OR_VISITED}|사건)`, 'u');
// For a law firm the office is a word of its own: glued, it ends the firm's name (`법무법인 치악종합법률사무소`, counsel's).
const FIRM_VISITED_AFTER = new RegExp(`^ (?:${HIRED_OR_VISITED})`, 'u');

// `홍길동 검사는`, `김철수 변호사가`: the role word right after the name, then a boundary or particle.
function roleAfter(text: string, start: number, end: number): Role | undefined {
  const after = /^ ?([가-힣]+)/u.exec(text.slice(end, end + 12));
  if (!after || OPENING_QUOTE.test(text.slice(Math.max(0, start - 1), start))) return undefined;
  const rest = text.slice(end + after[0].length, end + after[0].length + 16);
  if (IMPERSONATION_AFTER.test(rest) || (after[1] === '변호사' && HIRED_AFTER.test(rest))) return undefined;
  for (const [word, role] of PERSON_ROLE_WORDS) {
    if (role !== 'law_firm' && after[1].startsWith(word) && /^(|은|는|이|가|을|를|의|에게|와|과|로|으로|님)$/u.test(after[1].slice(word.length))) return role;
  }
  return undefined;
}

const LAW_FIRM = '법무법인';

// `… 94에 있는 법무법인 지평에서`, `… 123 소재 '법무법인 한빛' 사무실`: a law firm the facts place at an address is
// where something happened, not the case's counsel (named on the header's lines); the release marks every one so placed.
const AT_ADDRESS_BEFORE = new RegExp(`${PLACED_AT}(?:법무법인 )?$`, 'u');

/** Reasons of the role-context and header rules (native/rules/role-context.ts, header.ts). */
const PARTY_REASON = /^(?:role|header): |\((?:role|header): /u;

/** The roles whose people the court rule names (재일 2014-2): the default operator keeps their names visible. */
export const COURT_PERSON_ROLES: ReadonlySet<Role> = new Set(['judge', 'prosecutor', 'attorney']);

/** True for a span a rule read as a party's name (`피고인 X`, `소외 X`, a header's party line). */
export function isPartyReading(span: Pick<Span, 'reason'>): boolean {
  return PARTY_REASON.test(span.reason ?? '');
}

// Public bodies by the end of their name; the first matching list decides. Not a police box (지구대, 파출소, 치안센터):
// it is named for the neighbourhood it serves, below the 시·군·구 the court publishes, and the release letters its name
// wherever one stands (지구대 11 of 12, 파출소 7 of 8; a 경찰서, named for its district, 9 of 26).
export const PUBLIC_BODY_ENDINGS: readonly (readonly [Role, readonly string[]])[] = [
  ['local_government', ['특별자치시', '특별자치도', '특별시', '광역시', '시청', '구청', '군청', '도청', '시의회', '구의회', '군의회', '도의회', '교육청', '주민센터', '행정복지센터', '읍사무소', '면사무소', '동사무소']],
  ['public_institution', ['공단', '공사', '공단지사', '진흥원', '공기업']],
  ['state_body', ['법원', '지원', '검찰청', '지청', '경찰서', '경찰청', '교도소', '구치소', '보호관찰소', '소방서', '세무서', '국세청', '관세청', '출입국관리사무소', '위원회', '법무부', '국방부', '병무청', '노동청', '공항']],
];

/** The roles of public bodies, whose names the export keeps whole. */
export const PUBLIC_BODY_ROLES: ReadonlySet<Role> = new Set(PUBLIC_BODY_ENDINGS.map(([role]) => role));

const GOVERNMENT_LABEL = '정부기관및지방자치단체';

// `서울법무사합동사무소`, `공동사무소`: a joint office of lawyers or scriveners ends as a 동's office does and is a
// private business; the syllable before 동 tells them apart (public-addresses.ts builds its pattern from it).
export const JOINT_BEFORE_DONG = '[합공협]';
const JOINT_OFFICE = new RegExp(`${JOINT_BEFORE_DONG}동사무소$`, 'u');

// Fine labels that are public bodies by definition, whatever the name looks like.
const LABEL_ROLES: Readonly<Record<string, Role>> = {
  경찰서: 'state_body',
  경찰청: 'state_body',
  교도소: 'state_body',
  구치소: 'state_body',
  소방서: 'state_body',
  시청: 'local_government',
  구청: 'local_government',
  군청: 'local_government',
  주민센터: 'local_government',
  행정복지센터: 'local_government',
  공공기관: 'public_institution',
};

// A word of digits (`517`, `1117-51`) names no public body: a reading that holds one took the address before the body
// along (`양서면 517 한국토지주택공사`, read in two pieces the engine joins) and, kept visible, would publish it.
const NUMBER_WORD = /(?:^|\s)\d[\d-]*(?:\s|$)/u;

/** The public-body role of an institution's name, if it names one. */
export function publicBodyRole(surface: string, label: string): Role | undefined {
  const name = surface.replace(/\s+$/u, '');
  if (NUMBER_WORD.test(name)) return undefined;
  if (!JOINT_OFFICE.test(name)) for (const [role, endings] of PUBLIC_BODY_ENDINGS) if (endings.some((e) => name.endsWith(e))) return role;
  if (LABEL_ROLES[label]) return LABEL_ROLES[label];
  if (label !== GOVERNMENT_LABEL) return undefined;
  // A labelled government body named by its area (`청주시`, `상당구`) is the local government itself.
  return /[시군구도]$/u.test(name) ? 'local_government' : 'state_body';
}

const COMPANY_FORM_AFTER = /^\s?(?:주식회사|유한회사|\(주\)|㈜)/u;
const COMPANY_FORM_BEFORE = /(?:주식회사|유한회사|\(주\)|㈜)\s?$/u;

/**
 * Whether the judgment writes `name` with a company's form beside it somewhere (`한국직업능력진흥원 주식회사(이하
 * '한국직업능력진흥원')`): a company named as a public corporation is, and it is no public body wherever it stands.
 */
function namedAsCompany(text: string, name: string): boolean {
  if (name.length < 2) return false;
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    if (COMPANY_FORM_AFTER.test(text.slice(i + name.length, i + name.length + 6)) || COMPANY_FORM_BEFORE.test(text.slice(Math.max(0, i - 6), i))) return true;
  }
  return false;
}

/** The word right before `start` (one space or tab between) is a party's role: `피고인 ⟨후인 반 똬⟩`. */
function afterPartyRole(text: string, start: number): boolean {
  const word = /([가-힣]+)[ \t]+$/u.exec(text.slice(Math.max(0, start - 12), start))?.[1];
  return word !== undefined && PARTY_ROLE_WORDS.includes(word);
}

/** The role of one span in its context, or undefined for a party, a witness, or anything else. */
export function roleOf(text: string, span: Span): Role | undefined {
  switch (span.category) {
    case 'PERSON':
      // `피고인 김영수 변호인의`: a name after a party role is that party's, and the attorney is theirs, whichever reader
      // found the name (`피고인 후인 반 똬 변호인의`: the Vietnamese name's shape, not the role, had read it).
      return (
        roleBefore(text, span.start) ??
        (onSignatureLine(text, span.start) ? 'judge' : undefined) ??
        (isPartyReading(span) || afterPartyRole(text, span.start) ? undefined : roleAfter(text, span.start, span.end))
      );
    case 'BUSINESS':
    case 'ORGANIZATION':
      if (span.text.includes(LAW_FIRM) || roleBefore(text, span.start) === 'law_firm') {
        // Placed at an address, or an office the facts visit or a firm one hires (`1804호 법무법인 화우 사무실에서`,
        // `법무법인 H 선임비용`), as for a lawyer: a place or a third party, not the case's counsel.
        const placed = AT_ADDRESS_BEFORE.test(text.slice(Math.max(0, span.start - 16), span.start));
        return placed || FIRM_VISITED_AFTER.test(text.slice(span.end, span.end + 8)) ? undefined : 'law_firm';
      }
      return span.category === 'ORGANIZATION' ? publicBodyRole(span.text, span.label) : undefined;
    case 'INSTITUTION': {
      const role = publicBodyRole(span.text, span.label);
      return role === 'public_institution' && namedAsCompany(text, span.text.trim()) ? undefined : role;
    }
    default:
      return undefined;
  }
}

// `검사 이정훈(기소), 박서연(공판)`: a name listed right after a name with a role shares it.
const LIST_GAP = /^(\([^()\n]*\))?\s*[,·]\s*$/u;

/** The spans (sorted by start) with `role` set where their context or label names one (an existing role is kept). */
export function detectRoles(text: string, spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  let lastPerson: Span | undefined;
  for (const s of spans) {
    let role = s.role ?? roleOf(text, s);
    if (!role && s.category === 'PERSON' && lastPerson?.role && LIST_GAP.test(text.slice(lastPerson.end, s.start))) role = lastPerson.role;
    const span = role && role !== s.role ? { ...s, role } : s;
    if (s.category === 'PERSON') lastPerson = span;
    out.push(span);
  }
  return out;
}
