// Turns what the user typed into a safe search: an FTS5 phrase for 3+ characters (the trigram index),
// an escaped LIKE pattern below that (trigrams cannot match 1–2 characters).

export type SearchQuery =
  | { kind: 'none' }
  | { kind: 'match'; expression: string }
  | { kind: 'like'; pattern: string };

export const LIKE_ESCAPE = '\\';

export function searchQuery(raw: string | undefined): SearchQuery {
  const q = (raw ?? '').normalize('NFC').trim();
  if (q === '') return { kind: 'none' };
  if ([...q].length >= 3) {
    // One quoted phrase: FTS5 operators (AND, OR, NEAR, *, :, ^) typed by the user stay literal text.
    return { kind: 'match', expression: `"${q.replaceAll('"', '""')}"` };
  }
  return { kind: 'like', pattern: `%${q.replace(/[\\%_]/g, (c) => LIKE_ESCAPE + c)}%` };
}
