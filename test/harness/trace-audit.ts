// The trace auditor (a test tool): after a session, every file under the given folders is searched for every
// redacted mention, in every encoding a program might have written it in (UTF-8, UTF-16LE/BE, CP949, percent-encoded
// URLs; NFC and NFD; with and without spaces, hyphens and underscores), inside zip parts, gzip streams and compound
// files (HWP: every stream as stored and inflated), in
// SQLite databases (raw pages, WAL, every table's values, and FTS5 trigram vocabularies, where a name is stored
// only in pieces), and in the file and folder names themselves.
import { copyFileSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { gunzipSync, unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import { isCfb } from '../../native/formats/hwp/cfb-magic';
import { compoundFileParts } from '../../native/formats/hwp/leak-parts';
import { resolveLimits } from '../../native/formats/limits';

export interface TraceHit {
  /** Relative to its root, prefixed with the root's label. */
  file: string;
  mention: string;
  /** How it was found: the encoding, `name` (in a path), `sqlite-value`, `fts-trigrams`. */
  how: string;
  /** A zip part or gzip stream inside the file, when the hit was there. */
  part?: string;
}

export interface TraceAuditOptions {
  roots: { label: string; dir: string }[];
  mentions: readonly string[];
  /** Files allowed to hold originals (the sensitive mapping file when the user asked for it). */
  allow?: (relativePath: string) => boolean;
}

export interface TraceAuditResult {
  hits: TraceHit[];
  /** Every file searched, as `<label>/<relative path>`, so a test can show the audit covered what it claims. */
  files: string[];
}

// A lone syllable occurs in ordinary words everywhere (as in the engine's leak check).
const MIN_LENGTH = 2;

function variants(mention: string): string[] {
  const out = new Set<string>();
  for (const form of [mention, mention.normalize('NFC'), mention.normalize('NFD')]) {
    out.add(form);
    const squeezed = form.replace(/[\s_\-]+/gu, '');
    if (squeezed.length >= MIN_LENGTH) out.add(squeezed);
  }
  return [...out].filter((v) => v.length >= MIN_LENGTH);
}

interface Needle {
  mention: string;
  how: string;
  bytes: Buffer;
}

function needles(mentions: readonly string[]): Needle[] {
  const list: Needle[] = [];
  for (const mention of mentions) {
    for (const v of variants(mention)) {
      list.push({ mention, how: 'utf-8', bytes: Buffer.from(v, 'utf8') });
      list.push({ mention, how: 'utf-16le', bytes: Buffer.from(v, 'utf16le') });
      list.push({ mention, how: 'utf-16be', bytes: Buffer.from(v, 'utf16le').swap16() });
      const url = encodeURIComponent(v);
      if (url !== v) {
        list.push({ mention, how: 'url-encoded', bytes: Buffer.from(url, 'latin1') });
        list.push({ mention, how: 'url-encoded', bytes: Buffer.from(url.toLowerCase(), 'latin1') });
      }
      // CP949 has precomposed syllables only; an NFD form has no CP949 spelling.
      const cp949 = iconv.encode(v, 'cp949');
      if (v === v.normalize('NFC') && iconv.decode(cp949, 'cp949') === v && !cp949.equals(Buffer.from(v, 'utf8'))) {
        list.push({ mention, how: 'cp949', bytes: cp949 });
      }
    }
  }
  return list;
}

function scanBytes(bytes: Uint8Array, list: readonly Needle[], file: string, part?: string): TraceHit[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const hits: TraceHit[] = [];
  const seen = new Set<string>();
  for (const n of list) {
    const key = `${n.mention}\u0000${n.how}`;
    if (seen.has(key) || !buf.includes(n.bytes)) continue;
    seen.add(key);
    hits.push({ file, mention: n.mention, how: n.how, ...(part ? { part } : {}) });
  }
  return hits;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const GZIP = [0x1f, 0x8b];
const SQLITE = Buffer.from('SQLite format 3\u0000', 'latin1');

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** Zip parts, gzip streams and compound-file streams, unpacked and searched in turn (a DOCX inside a zip too). */
function scanContainers(bytes: Uint8Array, list: readonly Needle[], file: string, prefix = '', depth = 0): TraceHit[] {
  if (depth > 3) return [];
  const hits: TraceHit[] = [];
  if (startsWith(bytes, ZIP)) {
    let parts: Record<string, Uint8Array> = {};
    try {
      parts = unzipSync(bytes);
    } catch {
      return hits;
    }
    for (const [name, data] of Object.entries(parts)) {
      const part = `${prefix}${name}`;
      hits.push(...scanBytes(data, list, file, part), ...scanContainers(data, list, file, `${part}!`, depth + 1));
    }
  } else if (isCfb(bytes)) {
    for (const p of compoundFileParts(bytes, resolveLimits())) hits.push(...scanBytes(p.bytes, list, file, `${prefix}${p.name}`));
  } else if (startsWith(bytes, GZIP)) {
    try {
      const data = gunzipSync(bytes);
      hits.push(...scanBytes(data, list, file, `${prefix}(gzip)`), ...scanContainers(data, list, file, `${prefix}(gzip)!`, depth + 1));
    } catch {
      /* not a gzip stream after all */
    }
  }
  return hits;
}

function trigrams(s: string): string[] {
  const chars = [...s.toLowerCase()];
  const out: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) out.push(chars.slice(i, i + 3).join(''));
  return out;
}

/** Every value of every table, and the FTS5 trigram vocabularies, of a copy of the database (the original is not touched). */
function scanSqlite(path: string, mentions: readonly string[], file: string): TraceHit[] {
  const scratch = mkdtempSync(join(tmpdir(), 'garim-audit-db-'));
  const copy = join(scratch, 'db.sqlite');
  copyFileSync(path, copy);
  for (const suffix of ['-wal', '-journal']) if (existsSync(path + suffix)) copyFileSync(path + suffix, copy + suffix);
  const hits: TraceHit[] = [];
  let db: Database.Database | undefined;
  try {
    db = new Database(copy);
    const tables = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all() as { name: string; sql: string | null }[];
    const values: string[] = [];
    for (const t of tables) {
      try {
        for (const row of db.prepare(`SELECT * FROM "${t.name.replaceAll('"', '""')}"`).raw().all() as unknown[][]) {
          for (const v of row) if (typeof v === 'string') values.push(v);
        }
      } catch {
        /* a virtual table whose module is missing */
      }
    }
    const text = values.join('\n');
    const nfcText = text.normalize('NFC');
    for (const m of mentions) {
      if (variants(m).some((v) => text.includes(v) || nfcText.includes(v.normalize('NFC')))) hits.push({ file, mention: m, how: 'sqlite-value' });
    }
    for (const t of tables.filter((x) => /USING\s+fts5/i.test(x.sql ?? ''))) {
      const vocab = `audit_vocab_${hits.length}_${Math.random().toString(36).slice(2)}`;
      db.exec(`CREATE VIRTUAL TABLE temp.${vocab} USING fts5vocab(main, '${t.name.replaceAll("'", "''")}', 'row')`);
      const terms = new Set((db.prepare(`SELECT term FROM temp.${vocab}`).all() as { term: string }[]).map((r) => r.term.normalize('NFC')));
      for (const m of mentions) {
        for (const v of variants(m)) {
          const grams = trigrams(v.normalize('NFC'));
          if (grams.length > 0 && grams.every((g) => terms.has(g))) {
            hits.push({ file, mention: m, how: 'fts-trigrams' });
            break;
          }
        }
      }
    }
  } finally {
    db?.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  return hits;
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    out.push(full);
    if (entry.isDirectory() && !lstatSync(full).isSymbolicLink()) out.push(...walk(full));
  }
  return out;
}

export function auditTraces(options: TraceAuditOptions): TraceAuditResult {
  const list = needles(options.mentions);
  const hits: TraceHit[] = [];
  const files: string[] = [];
  for (const { label, dir } of options.roots) {
    if (!existsSync(dir)) continue;
    for (const full of walk(dir)) {
      const rel = relative(dir, full);
      const file = `${label}/${rel}`;
      // A path names its folders and file: searched as text in every normal form.
      const nameNfc = rel.normalize('NFC');
      for (const m of options.mentions) {
        if (variants(m).some((v) => nameNfc.includes(v.normalize('NFC')) || nameNfc.replace(/[\s_\-]+/gu, '').includes(v.normalize('NFC')))) {
          hits.push({ file, mention: m, how: 'name' });
        }
      }
      const st = lstatSync(full);
      if (!st.isFile()) continue;
      files.push(file);
      if (options.allow?.(rel)) continue;
      const bytes = readFileSync(full);
      hits.push(...scanBytes(bytes, list, file), ...scanContainers(bytes, list, file));
      if (bytes.subarray(0, SQLITE.length).equals(SQLITE)) hits.push(...scanSqlite(full, options.mentions, file));
    }
  }
  return { hits, files };
}

/** The sensitive mapping file the user asked for: `*.mapping-SENSITIVE.json|csv`. */
export function isMappingFile(relativePath: string): boolean {
  return /\.mapping-SENSITIVE\.(json|csv)$/.test(basename(relativePath));
}

/**
 * Chromium's session-restore log (`Sessions/Session_*`, `Sessions/Tabs_*`, and the older `Current Session` / `Last
 * Tabs` names): the test browser's own record of its tabs, which stores each page's form state (what was typed in
 * the export note or path) when its save timer happens to fire. Session restore belongs to the Chrome browser layer,
 * not to the content layer Electron is built on, so the app's profile never has these files; everything else in the
 * test browser's profile (storage, caches, preferences, history) is still searched.
 */
export function isBrowserSessionRestore(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/);
  const name = parts[parts.length - 1];
  return (parts[parts.length - 2] === 'Sessions' && /^(Session|Tabs)_\d+$/.test(name)) || /^(Current|Last) (Session|Tabs)$/.test(name);
}
