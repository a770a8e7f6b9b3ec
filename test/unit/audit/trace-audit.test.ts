// The trace auditor must be able to fail: each planted trace below (a log line, a plain-text temp file, a name in
// a file name, a zip part, an FTS index, a URL) is found, and a clean folder passes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { strToU8, zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../harness/temp-dir';
import { auditTraces, isBrowserSessionRestore, isMappingFile } from '../../harness/trace-audit';

const MENTIONS = ['박호미', '010-1234-5678'];

function folder(files: Record<string, string | Uint8Array> = {}): string {
  const dir = tempDir('garim-audit-');
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
  return dir;
}

function audit(dir: string, allow?: (p: string) => boolean) {
  return auditTraces({ roots: [{ label: 'data', dir }], mentions: MENTIONS, ...(allow ? { allow } : {}) });
}

describe('auditTraces', () => {
  it('passes a folder with no trace, and lists what it searched', () => {
    const dir = folder({ 'settings.json': '{"language":"ko"}', 'out/판결문_A.txt': '피고인 A는 휴대전화번호 1 생략로…' });
    expect(audit(dir)).toEqual({ hits: [], files: ['data/out/판결문_A.txt', 'data/settings.json'] });
  });

  it('finds a planted log line', () => {
    const dir = folder({ 'logs/main.log': '[garim] opened /home/clerk/판결문_박호미.txt\n' });
    expect(audit(dir).hits).toEqual([{ file: 'data/logs/main.log', mention: '박호미', how: 'utf-8' }]);
  });

  it('finds a plain-text temp file in UTF-16LE, UTF-16BE, CP949 and NFD', () => {
    const dir = folder({
      'tmp/a.tmp': Buffer.from('피고인 박호미', 'utf16le'),
      'tmp/b.tmp': Buffer.from('피고인 박호미', 'utf16le').swap16(),
      'tmp/c.tmp': iconv.encode('피고인 박호미', 'cp949'),
      'tmp/d.tmp': '피고인 박호미'.normalize('NFD'),
    });
    expect(audit(dir).hits.map((h) => `${h.file} ${h.how}`)).toEqual([
      'data/tmp/a.tmp utf-16le',
      'data/tmp/b.tmp utf-16be',
      'data/tmp/c.tmp cp949',
      'data/tmp/d.tmp utf-8',
    ]);
  });

  it('finds a mention written without its hyphens', () => {
    expect(audit(folder({ 'x.txt': '연락처 01012345678' })).hits).toEqual([{ file: 'data/x.txt', mention: '010-1234-5678', how: 'utf-8' }]);
  });

  it('finds a name in a file or folder name (NFC or NFD)', () => {
    const dir = folder({ ['out/판결문_박호미.txt'.normalize('NFD')]: 'A' });
    expect(audit(dir).hits).toEqual([{ file: `data/${'out/판결문_박호미.txt'.normalize('NFD')}`, mention: '박호미', how: 'name' }]);
  });

  it('finds a mention inside a deflated zip part (DOCX, HWPX)', () => {
    const docx = zipSync({ 'word/document.xml': strToU8('<w:t>박호미</w:t>') }, { level: 9 });
    expect(audit(folder({ 'out/a.docx': docx })).hits).toEqual([
      { file: 'data/out/a.docx', mention: '박호미', how: 'utf-8', part: 'word/document.xml' },
    ]);
  });

  it('finds a mention inside a compressed HWP section (compound file, raw deflate)', () => {
    const hwp = readFileSync(fileURLToPath(new URL('../../fixtures/formats/judgment.hwp', import.meta.url)));
    const hits = audit(folder({ 'out/a.hwp': hwp })).hits;
    expect(hits.some((h) => h.mention === '박호미')).toBe(false);
    const withName = auditTraces({ roots: [{ label: 'data', dir: folder({ 'out/a.hwp': hwp }) }], mentions: ['홍길동'] }).hits;
    expect(withName.map((h) => h.part)).toContain('Root Entry/BodyText/Section0 (inflated)');
  });

  it('finds a percent-encoded mention (a URL in a browser profile)', () => {
    const url = `file:///home/${encodeURIComponent('판결문_박호미.txt')}`;
    expect(audit(folder({ 'History': url })).hits).toEqual([{ file: 'data/History', mention: '박호미', how: 'url-encoded' }]);
  });

  it('finds a name stored only as trigrams in an FTS5 index, and as a value', () => {
    const dir = folder();
    const db = new Database(join(dir, 'history.sqlite'));
    db.exec("CREATE VIRTUAL TABLE f USING fts5 (name, tokenize = 'trigram')");
    db.prepare('INSERT INTO f (name) VALUES (?)').run('판결문_박호미_2018');
    db.close();
    const hows = audit(dir).hits.map((h) => h.how);
    expect(hows).toContain('sqlite-value');
    expect(hows).toContain('fts-trigrams');
  });

  it('skips the files it is told to allow (the sensitive mapping file)', () => {
    const dir = folder({ 'out/a.mapping-SENSITIVE.json': '{"original":"박호미"}', 'out/a.report.json': '{}' });
    expect(audit(dir, isMappingFile).hits).toEqual([]);
    expect(audit(dir).hits).toHaveLength(1);
  });

  it("allows only the test browser's session-restore log, not the rest of its profile", () => {
    const dir = folder({
      'profile/Default/Sessions/Session_13440749702580976': Buffer.from('박호미', 'utf16le'),
      'profile/Default/Sessions/Tabs_13440749704304172': Buffer.from('박호미', 'utf16le'),
      'profile/Default/Current Session': Buffer.from('박호미', 'utf16le'),
      'profile/Default/Sessions/Session_notes.txt': '박호미',
      'profile/Default/Local Storage/leveldb/000003.log': Buffer.from('박호미', 'utf16le'),
      'profile/Default/History': '박호미',
    });
    const left = audit(dir, isBrowserSessionRestore).hits.map((h) => h.file.split('/').slice(-2).join('/'));
    expect(left.sort()).toEqual(['Default/History', 'Sessions/Session_notes.txt', 'leveldb/000003.log']);
  });
});
