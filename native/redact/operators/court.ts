// The Supreme Court's rule for published judgments (판결서 등의 열람 및 복사를 위한 비실명 처리 기준, 재일 2014-2,
// as amended 2019-01-14): names are lettered A, B, C… in order of first appearance, numbers become
// `계좌번호 1 생략`, resident registration numbers are deleted. Kept roles are decided before this runs.
import { resolveLabel, categoryInfo } from '../../taxonomy';
import type { CategoryId, Span } from '../../types';
import type { EntityGroup } from '../entities';
import { nameRange } from '../head-nouns';
import { particleChainAt } from '../word-boundary';
import { belowDistrictStart } from './address';
import { letterName } from './letters';
import { deletionEdit } from './remove';
import type { Edit, Operator, OperatorContext } from './types';

export type CourtTreatment = 'letter' | 'number' | 'delete';

const NUMBERED: ReadonlySet<CategoryId> = new Set(['ID_NUMBER', 'CONTACT', 'FINANCIAL', 'VEHICLE', 'ONLINE', 'OTHER_NUMBER']);

// 재일 2014-2: RRN is deleted, never lettered or numbered.
const DELETED_LABELS = new Set(['주민등록번호', '외국인등록번호']);

// A nickname, chat name, blog or chat-room name is a name, not a number.
const LETTERED_LABELS = new Set(['닉네임', '대화명', '블로그', '채팅방명', '가수']);

// Both are published down to 시·군·구 (`청주시 상당구`), so only what lies below gets a letter.
const DISTRICT_AWARE: ReadonlySet<CategoryId> = new Set(['ADDRESS', 'REGION']);

export function courtTreatment(category: CategoryId, label: string): CourtTreatment {
  if (DELETED_LABELS.has(label)) return 'delete';
  if (LETTERED_LABELS.has(label)) return 'letter';
  return NUMBERED.has(category) ? 'number' : 'letter';
}

// The bundled model emits categories only; these read as a judgment would say them.
const CATEGORY_KINDS: Partial<Record<CategoryId, string>> = {
  ID_NUMBER: '식별번호',
  CONTACT: '연락처',
  FINANCIAL: '금융정보',
  VEHICLE: '차량번호',
  ONLINE: '온라인식별자',
  OTHER_NUMBER: '번호',
};

/** `계좌번호`, `전화번호`…: the fine label's name, or a name for the category where the model gave only that. */
export function numberKind(category: CategoryId, label: string): string {
  const info = resolveLabel(label);
  if (info && info.category === category && info.id !== category) return info.ko;
  return CATEGORY_KINDS[category] ?? categoryInfo(category).ko;
}

/** The stretch of a lettered mention that the letter replaces: below 시·군·구, without its head word. */
export function letteredRange(span: Pick<Span, 'text' | 'category' | 'label' | 'start'>): { start: number; end: number } | null {
  const from = DISTRICT_AWARE.has(span.category) ? belowDistrictStart(span.text) : 0;
  const rest = span.text.slice(from);
  const r = nameRange(rest, span.label);
  if (r.end <= r.start) return null;
  return { start: span.start + from + r.start, end: span.start + from + r.end };
}

function nextLetter(ctx: OperatorContext): string {
  for (;;) {
    const name = letterName(ctx.state.letters++);
    if (!ctx.state.taken.has(name)) return name;
  }
}

function nextNumber(ctx: OperatorContext, kind: string): number {
  const n = (ctx.state.numbers.get(kind) ?? 0) + 1;
  ctx.state.numbers.set(kind, n);
  return n;
}

// The word a number carries after it goes with the placeholder, or the export reads `생년월일 1 생략생`:
// `(1970. 3. 5.생)`, `(2015년생)` → `(생년월일 1 생략)`; `12가3456호 쏘나타` → `차량번호 1 생략 쏘나타`.
const SUFFIXES: Readonly<Record<string, RegExp>> = { 생년월일: /^(?:년생|출생|생)/u, 차량번호: /^호/u };

/** Length of the suffix after a numbered span that its placeholder takes along: only where a particle or the word's end follows. */
function suffixLength(text: string, span: Span): number {
  const suffix = SUFFIXES[span.label]?.exec(text.slice(span.end, span.end + 2))?.[0] ?? '';
  return suffix && particleChainAt(text, span.end + suffix.length) >= 0 ? suffix.length : 0;
}

export const courtOperator: Operator = {
  name: 'court',
  pseudonym(entity: EntityGroup, ctx) {
    switch (courtTreatment(entity.category, entity.label)) {
      case 'delete':
        return '';
      case 'number': {
        const kind = numberKind(entity.category, entity.label);
        return `${kind} ${nextNumber(ctx, kind)} 생략`;
      }
      case 'letter':
        // A place wholly at or above 시·군·구 is published as it is and takes no letter.
        if (!letteredRange({ text: entity.canonical, category: entity.category, label: entity.label, start: 0 })) return entity.canonical;
        return nextLetter(ctx);
    }
  },
  edit(span, pseudonym, ctx): Edit | null {
    switch (courtTreatment(span.category, span.label)) {
      case 'delete':
        return deletionEdit(ctx.text, span.start, span.end);
      case 'number': {
        // `사업자등록번호 123-45-67890` → `사업자등록번호 1 생략`: the kind the judgment wrote right before is not doubled.
        const kind = numberKind(span.category, span.label);
        const written = ctx.text.slice(Math.max(0, span.start - kind.length - 3), span.start).replace(/[\s:：]+$/u, '').endsWith(kind);
        const replacement = written && pseudonym.startsWith(`${kind} `) ? pseudonym.slice(kind.length + 1) : pseudonym;
        return { start: span.start, end: span.end + suffixLength(ctx.text, span), replacement };
      }
      case 'letter': {
        const r = letteredRange(span);
        if (!r || pseudonym === span.text) return null;
        return { start: r.start, end: r.end, replacement: pseudonym };
      }
    }
  },
};
