// Licences of the dependencies that ship inside the app: the SPDX id from package.json, the licence text from
// the package's LICENSE / LICENCE / COPYING / NOTICE files. Pure apart from reading those files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DependencyInfo } from './builder-config';

/** Licences that allow redistribution inside a closed, offline government application. */
export const ACCEPTED_LICENSES: readonly string[] = [
  'MIT',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'BlueOak-1.0.0',
  'Zlib',
  'Unlicense',
  'CC0-1.0',
  'Python-2.0',
];

export interface LicenseRecord {
  name: string;
  version: string;
  license: string;
  /** Concatenated licence files (or, without any, what package.json declares); null when nothing is known. */
  text: string | null;
  /** Names of the licence files the text came from (empty: text is the package.json fallback). */
  files: string[];
}

/** The SPDX expression of a package.json (`license`, or the deprecated `licenses` array). */
export function licenseOf(pkg: DependencyInfo['pkg']): string {
  const l = pkg.license;
  if (typeof l === 'string' && l.trim() !== '') return l.trim();
  if (l && typeof l === 'object' && typeof (l as { type?: unknown }).type === 'string') return (l as { type: string }).type;
  if (Array.isArray(pkg.licenses)) {
    const types = pkg.licenses.map((x) => (x && typeof x === 'object' ? (x as { type?: string }).type : undefined)).filter(Boolean);
    if (types.length > 0) return types.length === 1 ? String(types[0]) : `(${types.join(' OR ')})`;
  }
  return 'UNKNOWN';
}

/** Whether an SPDX expression is acceptable: every alternative of an OR, all parts of an AND. */
export function isAcceptedLicense(expression: string): boolean {
  const e = expression.replace(/[()]/g, ' ').trim();
  if (e === '' || e === 'UNKNOWN' || /^SEE LICEN[CS]E IN/i.test(e)) return false;
  if (/\s+OR\s+/i.test(e)) return e.split(/\s+OR\s+/i).some((part) => isAcceptedLicense(part));
  return e.split(/\s+AND\s+/i).every((part) => ACCEPTED_LICENSES.includes(part.trim()));
}

const LICENSE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

export function licenseFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => LICENSE_FILE.test(f))
    .sort();
}

const MIT_TEXT = `Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
documentation files (the "Software"), to deal in the Software without restriction, including without limitation the
rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit
persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the
Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE
WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

function authorOf(pkg: DependencyInfo['pkg']): string | null {
  const a = pkg.author;
  if (typeof a === 'string') return a;
  if (a && typeof a === 'object' && typeof (a as { name?: unknown }).name === 'string') return (a as { name: string }).name;
  return null;
}

/** For a package without a licence file: its declared licence, author and repository, and the MIT terms it names. */
export function fallbackLicenseText(pkg: DependencyInfo['pkg'], license: string): string {
  const repo = pkg.repository;
  const repoUrl = typeof repo === 'string' ? repo : repo && typeof repo === 'object' ? (repo as { url?: string }).url : undefined;
  const lines = [`${pkg.name} declares the ${license} licence in its package.json and ships no licence file.`];
  const author = authorOf(pkg);
  if (author) lines.push(`Author: ${author}`);
  if (repoUrl) lines.push(`Source: ${repoUrl}`);
  if (license === 'MIT') lines.push('', `Copyright (c) ${author ?? `the ${pkg.name} authors`}`, '', MIT_TEXT);
  return lines.join('\n');
}

export function licenseRecord(root: string, dep: DependencyInfo): LicenseRecord {
  const dir = join(root, dep.dir);
  const files = licenseFiles(dir);
  const license = licenseOf(dep.pkg);
  const text =
    files.length === 0 ? fallbackLicenseText(dep.pkg, license) : files.map((f) => readFileSync(join(dir, f), 'utf8').trim()).join('\n\n');
  return { name: dep.name, version: dep.version, license, text, files };
}

/** build/THIRD_PARTY_NOTICES.md: one section per package, sorted by name, stable for review diffs. */
export function renderNotices(records: readonly LicenseRecord[], extra: readonly LicenseRecord[] = []): string {
  const all = [...records, ...extra].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
  const out: string[] = [
    '# Third-party notices',
    '',
    'Garim (가림) ships the following third-party software. Generated by `npm run notices` from the packages\' own',
    'metadata and licence files; do not edit by hand.',
    '',
    '| Package | Version | Licence |',
    '| --- | --- | --- |',
    ...all.map((r) => `| ${r.name} | ${r.version} | ${r.license} |`),
    '',
  ];
  for (const r of all) {
    out.push(`## ${r.name} ${r.version}`, '', `Licence: ${r.license}`, '');
    if (r.text) out.push('```text', r.text.replace(/```/g, "'''"), '```', '');
    else out.push('(The package ships no licence file; the licence named in its package.json applies.)', '');
  }
  return out.join('\n');
}
