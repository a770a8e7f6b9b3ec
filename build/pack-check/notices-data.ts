// What THIRD_PARTY_NOTICES.md lists: every runtime dependency packed into the app, Electron itself (its
// Chromium licences ship as LICENSES.chromium.html next to the executable) and the bundled model's licence.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRules, PROJECT_ROOT, type DependencyInfo } from './builder-config';
import { licenseOf, licenseRecord, renderNotices, type LicenseRecord } from './licenses';

export const NOTICES_FILE = join(PROJECT_ROOT, 'build', 'THIRD_PARTY_NOTICES.md');

export function runtimeLicenseRecords(root = PROJECT_ROOT): LicenseRecord[] {
  return loadRules()
    .dependencySplit(root)
    .runtime.map((d) => licenseRecord(root, d));
}

function electronRecord(root: string): LicenseRecord | null {
  const dir = join(root, 'node_modules', 'electron');
  if (!existsSync(join(dir, 'package.json'))) return null;
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as DependencyInfo['pkg'];
  const rec = licenseRecord(root, { name: 'electron', version: pkg.version, dir: 'node_modules/electron', pkg });
  return { ...rec, license: `${licenseOf(pkg)} (Chromium and its components: see LICENSES.chromium.html next to the executable)` };
}

function modelRecord(root: string): LicenseRecord | null {
  const p = join(root, 'models', 'manifest.json');
  if (!existsSync(p)) return null;
  try {
    const m = JSON.parse(readFileSync(p, 'utf8')) as { name?: string; version?: string; license?: string };
    return { name: `model: ${m.name ?? 'unknown'}`, version: m.version ?? '', license: m.license ?? 'see models/manifest.json', text: null, files: [] };
  } catch {
    return null;
  }
}

export function noticesText(root = PROJECT_ROOT): string {
  const extra = [electronRecord(root), modelRecord(root), labelFontRecord(root), lexiconRecord(root)].filter((r): r is LicenseRecord => r !== null);
  return renderNotices(runtimeLicenseRecords(root), extra);
}

/** The Korean nouns the engine reads compounds with (native/lexicon), bundled as source, not as a package. */
function lexiconRecord(root: string): LicenseRecord | null {
  const p = join(root, 'native', 'lexicon', 'ko-nouns-LICENSE.txt');
  if (!existsSync(p)) return null;
  return { name: 'word list: hunspell-dict-ko nouns (spellcheck-ko)', version: '0.7.92', license: 'MPL-1.1 OR GPL-2.0-or-later OR LGPL-2.1-or-later', text: readFileSync(p, 'utf8'), files: ['ko-nouns-LICENSE.txt'] };
}

/** The font PDF redaction labels are drawn in (native/formats/pdf/assets), shipped as a file, not a package. */
function labelFontRecord(root: string): LicenseRecord | null {
  const p = join(root, 'native', 'formats', 'pdf', 'assets', 'NanumSquareR-OFL.txt');
  if (!existsSync(p)) return null;
  return { name: 'font: NanumSquare Regular (NAVER)', version: '20200506', license: 'OFL-1.1', text: readFileSync(p, 'utf8'), files: ['NanumSquareR-OFL.txt'] };
}
