// All mentions of one referent become one Entity, so the same person gets the same letter everywhere.
import type { CategoryId, Entity, Role, Span } from '../types';
import { nameCore } from './head-nouns';
import { splitKoreanName, SURNAME_SUFFIXES } from './korean-names';
import { glossedIndex } from './name-glosses';
import { onCourtLine } from './name-word';
import { isKoreanNameLabel } from './propagate';
import { COURT_PERSON_ROLES, isPartyReading, roleOf } from './roles';
import { foreignNameWords } from './spaced-names';

/** An entity before an operator has named it. */
export interface EntityGroup {
  category: CategoryId;
  label: string;
  tier: Span['tier'];
  mentions: number[];
  canonical: string;
  role?: Role;
}

function normalise(s: Span): string {
  return nameCore(s.text.normalize('NFC'), s.label).replace(/\s+/gu, '');
}

function isSurnameMention(text: string, s: Span): boolean {
  const after = text.slice(s.end, s.end + 2).replace(/^ /u, '');
  return s.text.length <= 2 && SURNAME_SUFFIXES.some((x) => after.startsWith(x));
}

/**
 * True where a person mention's own words give it a court role: the role read there, or a court role earlier on its
 * line (`검사 이정훈(기소), 박서연(공판)`). Not a party's reading, a mention with no role, nor one that only inherited
 * its seed's.
 */
function courtCueAt(text: string, s: Span): boolean {
  if (!s.role || !COURT_PERSON_ROLES.has(s.role) || isPartyReading(s)) return false;
  return roleOf(text, s) !== undefined || onCourtLine(text, s.start);
}

/**
 * Groups spans (sorted by start) into entities in order of first appearance: one per category and normalised
 * surface; a given name alone (`길동`), a surname before 씨 (`홍 씨`) or a word of a foreign name (`분미`) joins the one
 * full name it can belong to.
 */
export function groupEntities(text: string, spans: readonly Span[]): EntityGroup[] {
  const byKey = new Map<string, number>();
  const groups: EntityGroup[] = [];
  const unkeptGroups = new Set<number>();
  const keyOf = spans.map((s) => `${s.category}\u0000${normalise(s)}`);
  // Full names (Korean, or foreign in words), so partial mentions can find the one they belong to.
  const fullNames = new Map<string, Set<string>>();
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i];
    const parts = isKoreanNameLabel(s) && s.text.length >= 3 ? splitKoreanName(s.text) : undefined;
    // A word of a foreign name (`분미` of `분미 숙사왓`) is a mention of the one name it belongs to.
    const words = foreignNameWords(s).map((w) => `w:${w}`);
    for (const part of parts ? [`g:${parts.given}`, `s:${parts.surname}`, ...words] : words) {
      const set = fullNames.get(part) ?? new Set<string>();
      set.add(keyOf[i]);
      fullNames.set(part, set);
    }
  }
  // A gloss (`황보민철(皇甫敏哲)`) is a mention of the name it follows: the same letter, not a second person.
  const glossOf = spans.map((_, i) => glossedIndex(text, spans, i));
  const resolved: string[] = [];
  spans.forEach((s, i) => {
    const glossed = glossOf[i];
    resolved.push(glossed === undefined ? ownKey(s, i) : resolved[glossed]);
  });
  function ownKey(s: Span, i: number): string {
    const word = s.category === 'PERSON' && !s.text.includes(' ') ? fullNames.get(`w:${s.text}`) : undefined;
    if (word && word.size === 1 && !word.has(keyOf[i])) return [...word][0];
    if (!isKoreanNameLabel(s)) return keyOf[i];
    // `홍 씨` is a surname; `길동 씨` and `길동이` are a given name.
    const parts = [isSurnameMention(text, s) ? `s:${s.text}` : '', s.text.length === 2 || s.text.length === 3 ? `g:${s.text}` : ''];
    for (const part of parts) {
      const owners = part ? fullNames.get(part) : undefined;
      if (owners && owners.size === 1 && !owners.has(keyOf[i])) return [...owners][0];
    }
    return keyOf[i];
  }
  // First appearance decides the order, whichever mention form came first.
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i];
    let g = byKey.get(resolved[i]);
    if (g === undefined) {
      g = groups.length;
      byKey.set(resolved[i], g);
      groups.push({ category: s.category, label: s.label, tier: s.tier, mentions: [], canonical: s.text });
    }
    const group = groups[g];
    group.mentions.push(i);
    if (s.text.length > group.canonical.length && glossOf[i] === undefined) {
      group.canonical = s.text;
      group.label = s.label;
    }
    if (!group.role && s.role) group.role = s.role;
    if (s.category === 'PERSON' && !courtCueAt(text, s)) unkeptGroups.add(g);
  }
  // A party who shares a judge's or attorney's name (`소외 이은정` and `판사 이은정`), or any mention of that name the
  // sentence gives no court role (`원고는 이은정과 교제하였고`), makes the whole entity redacted: kept on the signature
  // or counsel line, the name would publish the party.
  for (const g of unkeptGroups) delete groups[g].role;
  return groups;
}

export function toEntity(group: EntityGroup, index: number, pseudonym: string, operator: Entity['operator']): Entity {
  return {
    id: entityId(index),
    category: group.category,
    label: group.label,
    tier: group.tier,
    mentions: group.mentions,
    canonical: group.canonical,
    pseudonym,
    operator,
    ...(group.role ? { role: group.role } : {}),
  };
}

/** `E1`, `E2`…: entities[i].id is `E${i + 1}`. */
export function entityId(index: number): string {
  return `E${index + 1}`;
}
