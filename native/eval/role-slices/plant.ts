// Plants generated names into real law.go.kr judgments where law.go.kr left a placeholder (`소외 1` → `소외 김영수`,
// `【원 고】 원고` → `【원 고】 김영수`), so every context is a real one, and records where each planted mention is.
import { agreeParticle } from '../../redact/particle-agreement';
import { makeName, NAME_STYLES, type NameStyle, type Random } from './names';

/**
 * Where a mention stands: after a role word, after a family role (`아버지`, `친구`: Korean-shaped names
 * only), before a pattern with no role word (`X(여, 29세)`, `X 명의`), alone (found only by propagation), or in the
 * header's party list.
 */
export type MentionContext = 'role' | 'weak-role' | 'pattern' | 'bare' | 'header';

export interface PlantedMention {
  start: number;
  end: number;
  name: string;
  style: NameStyle;
  context: MentionContext;
}

export interface PlantedDocument {
  text: string;
  mentions: PlantedMention[];
}

const ROLES = '원심 공동피고인|공동피고인|공소외|소외|신청외|피고인|원고|피고|사건본인|피신청인|신청인|채권자|채무자|청구인|참가인|상대방|피해자|증인';
// `소외 3`, `망 소외 3`, `공소외인`, `피고인 1`; not `피고 1 회사`, `소외 2 은행` (companies).
const NUMBERED = new RegExp(`(?<![가-힣])(${ROLES})( ?)(\\d{1,2}|인)(?!\\d)(?! ?(?:회사|은행|주식회사|유한회사|조합|법인|공단|금고|재단|교회|종중|학교|병원|관련|의 ?원고|외 \\d))`, 'gu');
// The header's party line whose value is the bare role: `【원 고】 원고`, `【피 고 인】 피고인 (…)`.
const HEADER_VALUE = /^(【[^】\n]*】\s*)(원고|피고인|피고|신청인|청구인|사건본인|채권자|채무자)(?=\s*(?:\(|$))/gmu;
// A bare party role in the body, with a particle: `원고는` → `원고 김영수는`.
const BARE_ROLE = /(?<![가-힣])(원고|피고인|신청인|청구인|사건본인)(?=(?:은|는|이|가|을|를|의|에게|과|와)[^가-힣])/gu;
const HEADER_END = /^\s*(?:【\s*)?(?:주\s*문|이\s*유)\s*(?:】|$)/mu;

// Sentences of every role and pattern, inserted after paragraphs that end a sentence (`…하였다.`), so the text around
// them stays real. `{N}` is a new person; the particle after it is made to agree.
const SENTENCES: readonly (readonly [MentionContext, string])[] = [
  ['role', ' 피해자 {N}(남, 36세)에게 상해를 가하였다.'],
  ['role', ' 공소외 {N}의 진술에 의하면 그러하다.'],
  ['role', ' 원고 {N} 외 1인은 이 사건 토지를 매수하였다.'],
  ['role', ' 증인 {N}의 법정진술은 믿기 어렵다.'],
  ['role', ' 망 {N}의 소송수계인이 소송을 수계하였다.'],
  ['role', ' 고소인 {N}은 경찰에서 그와 같이 진술하였다.'],
  ['role', ' 참고인 {N}에 대한 경찰 진술조서가 있다.'],
  ['role', ' 소송수계인 {N}이 항소하였다.'],
  ['role', ' 사건본인 {N}의 친권자로 원고를 지정한다.'],
  ['role', ' 채무자 {N}은 채권자에게 금원을 지급하라.'],
  ['role', ' 신청인 {N}의 신청을 기각한다.'],
  ['role', ' 피고인 {N}은 범행을 부인한다.'],
  ['role', ' 대표이사 {N}은 이를 승인하였다.'],
  ['role', ' 운전자 {N}은 신호를 위반하였다.'],
  ['role', ' 임차인 {N}에게 보증금을 반환하였다.'],
  ['role', ' 매수인 {N}과 계약이 체결되었다.'],
  ['weak-role', ' 피고인의 아버지 {N}은 법정에 출석하였다.'],
  ['weak-role', ' 피해자의 친구 {N}에게 그 사실을 말하였다.'],
  ['pattern', ' {N}(여, 29세)는 당시 현장에 있었다.'],
  ['pattern', ' {N} 명의의 계좌로 돈이 입금되었다.'],
  ['pattern', ' {N} 작성의 확인서가 제출되었다.'],
  ['pattern', ' {N}에 대한 검찰 피의자신문조서의 기재가 있다.'],
];
const SENTENCES_PER_DOCUMENT = 8;

function insertSentences(
  text: string,
  headerEnd: number,
  r: Random,
  entityFor: (id: string) => { name: string },
  edits: Edit[],
): void {
  const ends = [...text.matchAll(/다\.(?=\s*\n)/gu)].map((m) => m.index + 2).filter((i) => i > headerEnd);
  const first = Math.floor(r() * SENTENCES.length);
  for (let k = 0; k < SENTENCES_PER_DOCUMENT && ends.length > 0; k++) {
    const at = ends.splice(Math.floor(r() * ends.length), 1)[0];
    const [context, template] = SENTENCES[(first + k) % SENTENCES.length];
    const id = `inserted ${k}`;
    const { name } = entityFor(id);
    const [before, after] = template.split('{N}');
    const fix = agreeParticle(after, 0, name);
    const tail = fix ? fix.particle + after.slice(fix.length) : after;
    edits.push({ start: at, end: at, prefix: before, entity: id, context, suffix: tail });
  }
}

interface Edit {
  /** Inserted after the name (whole inserted sentences only). */
  suffix?: string;
  start: number;
  end: number;
  /** Text before the name (`소외 `), the name, then the particle fix. */
  prefix: string;
  entity: string;
  context: MentionContext;
}

/** Plants one generated name per placeholder (per party) in `text`; styles rotate from `styleOffset`. */
export function plantNames(text: string, r: Random, styleOffset = 0): PlantedDocument {
  const headerEnd = HEADER_END.exec(text)?.index ?? 0;
  const entities = new Map<string, { name: string; style: NameStyle }>();
  const entityFor = (id: string) => {
    let e = entities.get(id);
    if (!e) {
      const style = NAME_STYLES[(styleOffset + entities.size) % NAME_STYLES.length];
      e = { name: makeName(style, r), style };
      entities.set(id, e);
    }
    return e;
  };
  const edits: Edit[] = [];
  const numbered = new Set<string>();
  for (const m of text.matchAll(NUMBERED)) {
    const role = m[1].replace(/^원심 /u, '');
    const id = `${role.replace(/^공동/u, '')}${m[3]}`;
    numbered.add(role);
    const seen = entities.has(id);
    entityFor(id);
    const inHeader = m.index < headerEnd;
    const bare = !inHeader && seen && r() < 0.3;
    const context: MentionContext = inHeader ? 'header' : bare ? 'bare' : 'role';
    edits.push({ start: m.index, end: m.index + m[0].length, prefix: context === 'role' ? `${m[1]} ` : '', entity: id, context });
  }
  for (const m of text.matchAll(HEADER_VALUE)) {
    if (m.index >= headerEnd || numbered.has(m[2])) continue;
    entityFor(m[2]);
    const start = m.index + m[1].length;
    edits.push({ start, end: start + m[2].length, prefix: '', entity: m[2], context: 'header' });
  }
  const perRole = new Map<string, number>();
  for (const m of text.matchAll(BARE_ROLE)) {
    if (m.index < headerEnd || numbered.has(m[1])) continue;
    const n = perRole.get(m[1]) ?? 0;
    if (n >= 4 || r() < 0.5) continue;
    perRole.set(m[1], n + 1);
    entityFor(m[1]);
    edits.push({ start: m.index, end: m.index + m[0].length, prefix: `${m[1]} `, entity: m[1], context: 'role' });
  }
  insertSentences(text, headerEnd, r, entityFor, edits);
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let cursor = 0;
  const mentions: PlantedMention[] = [];
  for (const e of edits) {
    if (e.start < cursor || (e.start === cursor && e.suffix === undefined && cursor > 0 && e.end === e.start)) continue;
    const { name, style } = entities.get(e.entity)!;
    out += text.slice(cursor, e.start) + e.prefix;
    const start = out.length;
    out += name;
    mentions.push({ start, end: out.length, name, style, context: e.context });
    cursor = e.end;
    if (e.suffix !== undefined) {
      out += e.suffix;
      continue;
    }
    // `소외 1과` → `소외 김영수와`: the particle agrees with the planted name, as a court would write it.
    const fix = agreeParticle(text, e.end, name);
    if (fix) {
      out += fix.particle;
      cursor += fix.length;
    }
  }
  out += text.slice(cursor);
  return { text: out, mentions };
}
