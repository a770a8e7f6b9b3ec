import { describe, expect, it } from 'vitest';
import { fallbackLicenseText, isAcceptedLicense, licenseOf, renderNotices } from '../../../build/pack-check/licenses';
import { checkLicenses } from '../../../build/pack-check/checks';

describe('licences', () => {
  it('reads SPDX ids from the current and deprecated package.json fields', () => {
    expect(licenseOf({ name: 'a', version: '1', license: 'MIT' })).toBe('MIT');
    expect(licenseOf({ name: 'a', version: '1', license: { type: 'BSD-3-Clause' } })).toBe('BSD-3-Clause');
    expect(licenseOf({ name: 'a', version: '1', licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)');
    expect(licenseOf({ name: 'a', version: '1' })).toBe('UNKNOWN');
  });

  it('accepts permissive expressions and rejects copyleft, unknown and custom ones', () => {
    expect(isAcceptedLicense('MIT')).toBe(true);
    expect(isAcceptedLicense('(MIT OR GPL-3.0)')).toBe(true);
    expect(isAcceptedLicense('Apache-2.0 AND MIT')).toBe(true);
    expect(isAcceptedLicense('MIT AND GPL-2.0')).toBe(false);
    expect(isAcceptedLicense('GPL-3.0-only')).toBe(false);
    expect(isAcceptedLicense('UNKNOWN')).toBe(false);
    expect(isAcceptedLicense('SEE LICENSE IN LICENSE.txt')).toBe(false);
    expect(checkLicenses([{ name: 'x', version: '1.0.0', license: 'AGPL-3.0', text: null, files: [] }])).toEqual([
      'x@1.0.0: licence "AGPL-3.0" is not on the accepted list (build/pack-check/licenses.ts); review it before shipping',
    ]);
  });

  it('writes the MIT terms for a package that declares MIT without a licence file', () => {
    const text = fallbackLicenseText({ name: 'onnxruntime-node', version: '1.30.0', author: 'fs-eire', repository: { url: 'https://github.com/Microsoft/onnxruntime.git' } }, 'MIT');
    expect(text.split('\n').slice(0, 5)).toEqual([
      'onnxruntime-node declares the MIT licence in its package.json and ships no licence file.',
      'Author: fs-eire',
      'Source: https://github.com/Microsoft/onnxruntime.git',
      '',
      'Copyright (c) fs-eire',
    ]);
    expect(text).toContain('THE SOFTWARE IS PROVIDED "AS IS"');
  });

  it('renders notices sorted by name with a table and each licence text', () => {
    const md = renderNotices([
      { name: 'zod', version: '4.6.7', license: 'MIT', text: 'MIT License\nCopyright (c) Colin', files: ['LICENSE'] },
      { name: 'cfb', version: '1.2.2', license: 'Apache-2.0', text: null, files: [] },
    ]);
    const lines = md.split('\n');
    expect(lines.slice(5, 9)).toEqual(['| Package | Version | Licence |', '| --- | --- | --- |', '| cfb | 1.2.2 | Apache-2.0 |', '| zod | 4.6.7 | MIT |']);
    expect(md).toContain('## zod 4.6.7\n\nLicence: MIT\n\n```text\nMIT License\nCopyright (c) Colin\n```');
    expect(md.indexOf('## cfb')).toBeLessThan(md.indexOf('## zod'));
  });
});
