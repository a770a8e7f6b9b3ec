// File names are de-identified like the text: a clerk's `판결문_박호미_2018고단1371.txt` must not publish the
// name it protects. Platform-free (native/common/): the CLI, the app service and the renderer (the export
// dialog's suggested name, the note warning) use this one copy.
import type { Entity, OffsetSegment, Span } from '../types';

/** One redacted original string and what replaced it in the text. */
export interface NameReplacement {
  original: string;
  replacement: string;
}

// A lone syllable (a surname, `홍 씨`) occurs inside ordinary words; as in the leak check, two characters or more.
const MIN_MENTION_LENGTH = 2;
// Clerks write names with and without these between the syllables (`박 호미`, `박_호미`, `박-호미`).
const SEPARATOR = /[\s_\-‐-―]/u;
// Not allowed in a Windows file name (nor `/` anywhere); a replacement such as `[성명]` keeps its brackets.
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f]/gu;

/** What a redaction replaced, as the file-name logic needs it (a DeidResult or the renderer's Redaction). */
export interface RedactionLike {
  spans: readonly Span[];
  entities: readonly Entity[];
  redactedText: string;
  offsetMap: readonly OffsetSegment[];
}

/**
 * Each replaced span's text and its entity's pseudonym (`홍길동` → `A`), once. Not the offset map's stretches:
 * those carry the particle that follows (`홍길동은` → `A는`), which a file name rarely has.
 */
export function nameReplacementsOf(text: string, redaction: RedactionLike): NameReplacement[] {
  const entities = new Map(redaction.entities.map((e) => [e.id, e]));
  const seen = new Map<string, string>();
  for (const seg of redaction.offsetMap) {
    const span = redaction.spans[seg.spanIndex];
    if (!span) continue;
    const entity = span.entityId ? entities.get(span.entityId) : undefined;
    const original = (entity ? text.slice(span.start, span.end) : text.slice(seg.start, seg.end)).trim();
    const replacement = (entity ? entity.pseudonym : redaction.redactedText.slice(seg.redactedStart, seg.redactedEnd)).trim();
    if (entity?.operator === 'keep' || original === replacement || seen.has(original)) continue;
    seen.set(original, replacement);
  }
  return [...seen].map(([original, replacement]) => ({ original, replacement }));
}

interface Squeezed {
  chars: string;
  /** Index in the NFC string of each kept character. */
  at: number[];
}

function squeeze(nfc: string): Squeezed {
  const chars: string[] = [];
  const at: number[] = [];
  for (let i = 0; i < nfc.length; i++) {
    if (SEPARATOR.test(nfc[i])) continue;
    chars.push(nfc[i]);
    at.push(i);
  }
  return { chars: chars.join(''), at };
}

function squeezedKey(s: string): string {
  return squeeze(s.normalize('NFC')).chars;
}

interface Hit {
  start: number;
  end: number;
  replacement: string;
}

/** Non-overlapping places (in the NFC string) where a mention occurs, separators ignored; longest first. */
function findHits(nfc: string, replacements: readonly NameReplacement[]): Hit[] {
  const s = squeeze(nfc);
  const wanted = replacements
    .map((r) => ({ key: squeezedKey(r.original), replacement: r.replacement }))
    .filter((r) => r.key.length >= MIN_MENTION_LENGTH)
    .sort((a, b) => b.key.length - a.key.length);
  const taken = new Array<boolean>(s.chars.length).fill(false);
  const hits: Hit[] = [];
  for (const { key, replacement } of wanted) {
    for (let from = s.chars.indexOf(key); from >= 0; from = s.chars.indexOf(key, from + 1)) {
      const to = from + key.length;
      if (taken.slice(from, to).some(Boolean)) continue;
      taken.fill(true, from, to);
      hits.push({ start: s.at[from], end: s.at[to - 1] + 1, replacement });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** The redacted mentions a free text (a file name, a note) contains, compared in NFC with separators ignored. */
export function mentionsIn(value: string, replacements: readonly NameReplacement[]): string[] {
  const nfc = value.normalize('NFC');
  return [...new Set(findHits(nfc, replacements).map((h) => nfc.slice(h.start, h.end)))];
}

/** `판결문_박호미_2018고단1371` → `판결문_A_2018고단1371`; a name with no mention comes back unchanged (in NFC). */
export function deidentifyName(stem: string, replacements: readonly NameReplacement[]): string {
  const nfc = stem.normalize('NFC');
  const hits = findHits(nfc, replacements);
  if (hits.length === 0) return nfc;
  let out = '';
  let last = 0;
  for (const h of hits) {
    out += nfc.slice(last, h.start) + h.replacement.replace(UNSAFE, '_');
    last = h.end;
  }
  out += nfc.slice(last);
  // A name that was nothing but the mention (`박호미.txt` under `remove`) still needs a name.
  return /[^\s._\-]/u.test(out) ? out : '가림';
}

/** The base name with its extension kept: `판결문_박호미.hwp` → `판결문_A.hwp`. */
export function deidentifyFileName(fileName: string, replacements: readonly NameReplacement[]): string {
  const dot = fileName.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  return deidentifyName(stem, replacements) + ext;
}

/** Every folder and the file name of a path, for what is stored (history, recent list): `/사건/박호미/a.txt` → `/사건/A/a.txt`. */
export function deidentifyPath(filePath: string, replacements: readonly NameReplacement[]): string {
  return filePath
    .split(/([\\/])/)
    .map((part, i, parts) =>
      part === '/' || part === '\\' || part === ''
        ? part
        : i === parts.length - 1
          ? deidentifyFileName(part, replacements)
          : deidentifyName(part, replacements),
    )
    .join('');
}
