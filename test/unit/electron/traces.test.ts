// What the main process leaves behind about documents: the OS's recent-documents list is never fed, and log lines
// interpolate only values known to hold no document name or text (a dropped file's URL is reduced to its scheme).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { urlForLog } from '../../../electron/log-url';

const ROOT = resolve(import.meta.dirname, '../../..');

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ file: join(dir, f), text: readFileSync(join(ROOT, dir, f), 'utf8') }));
}

// Each was checked to carry no document name: timings, the model and data folders, exit codes, error codes and
// the engine-status message (model problems), Chromium's reasons and permission names, and URLs through urlForLog.
const ALLOWED_LOG_VALUES = new Set([
  '${Date.now() - started}',
  '${code}',
  '${dataDir}',
  '${details.reason}',
  '${details.resourceType}',
  '${elapsed()}',
  '${files.length}',
  '${modelDir}',
  '${name}',
  '${outDir}',
  '${permission}',
  "${restarting ? 'restarting' : 'giving up'}",
  '${source}',
  '${status.error.code}',
  '${status.error.message}',
  '${urlForLog(details.url)}',
  '${urlForLog(request.url)}',
  '${urlForLog(url)}',
  '${urlForLog(urlOf(details))}',
]);

describe('electron/ and the traces it leaves', () => {
  it('never adds to the OS recent-documents list (app.addRecentDocument, jump lists)', () => {
    for (const { file, text } of sources('electron')) {
      expect(text, file).not.toMatch(/addRecentDocument|setJumpList|setUserTasks|noteFileOpened/);
    }
  });

  it('starts no crash reporter, so no minidump (a copy of a process memory, document text included) is written', () => {
    for (const { file, text } of sources('electron')) expect(text, file).not.toMatch(/crashReporter/);
  });

  it('logs only values known to name no document', () => {
    const seen: string[] = [];
    for (const { text } of sources('electron')) {
      for (const call of text.matchAll(/(?<!console\.)\blog(?:\?\.)?\(`([^`]*)`/g)) seen.push(...(call[1].match(/\$\{[^}]*\}/g) ?? []));
    }
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((v) => !ALLOWED_LOG_VALUES.has(v))).toEqual([]);
  });

  it('the engine never prints (the utility process inherits stdio): no console in the app-side engine', () => {
    const dirs = ['native/app-service', 'native/formats', 'native/store', 'native/engine', 'native/redact', 'native/rules', 'native/model', 'native/common'];
    for (const dir of dirs) {
      for (const { file, text } of sources(dir)) expect(text, file).not.toMatch(/\bconsole\.(log|error|warn|info|debug|trace)\(|process\.(stdout|stderr)\.write/);
    }
  });

  it('reduces a URL to its scheme and host', () => {
    expect(urlForLog('file:///home/clerk/%ED%8C%90%EA%B2%B0%EB%AC%B8_%EB%B0%95%ED%98%B8%EB%AF%B8.txt')).toBe('file: (path withheld)');
    expect(urlForLog('file:///C:/사건/판결문_박호미.txt')).toBe('file: (path withheld)');
    expect(urlForLog('https://example.com/q?name=박호미')).toBe('https://example.com/…');
    expect(urlForLog('data:text/plain,박호미')).toBe('data: (withheld)');
    expect(urlForLog('not a url 박호미')).toBe('(unparsable URL)');
  });
});
