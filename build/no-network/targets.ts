// What the no-network check reads: our own sources that run in the app (electron/, native/, renderer/, bin/)
// and every JavaScript file of the dependencies the app packs (as build/packaging-rules.cjs decides).
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig, loadRules, PROJECT_ROOT } from '../pack-check/builder-config';
import { listFiles, shippedPackageFiles } from '../pack-check/shipped-files';
import { isAllowed } from './allowlist';
import { scanText, type Finding } from './scanner';

const SOURCE_DIRS = ['electron', 'native', 'renderer', 'bin'];
const SOURCE_EXT = /\.(?:ts|tsx|js|cjs|mjs)$/;
const JS_EXT = /\.(?:js|cjs|mjs)$/;

export interface ScanReport {
  findings: Finding[];
  /** Findings in dependencies accepted by the allow-list: `package rule` → count. */
  allowed: Map<string, number>;
  scannedFiles: number;
}

export function sourceFiles(root = PROJECT_ROOT): string[] {
  return SOURCE_DIRS.filter((d) => existsSync(`${root}/${d}`))
    .flatMap((d) => listFiles(root, d, new Set(['node_modules', 'dist'])))
    .map((f) => f.path)
    .filter((p) => SOURCE_EXT.test(p) && !p.endsWith('.d.ts'));
}

export function scanSources(root = PROJECT_ROOT): { findings: Finding[]; scannedFiles: number } {
  const files = sourceFiles(root);
  const findings = files.flatMap((f) => scanText(f, readFileSync(`${root}/${f}`, 'utf8'), { annotations: true }));
  return { findings, scannedFiles: files.length };
}

export function scanDependencies(root = PROJECT_ROOT): ScanReport {
  const config = loadConfig();
  const { runtime } = loadRules().dependencySplit(root);
  const findings: Finding[] = [];
  const allowed = new Map<string, number>();
  let scannedFiles = 0;
  for (const dep of runtime) {
    const paths = new Set(
      [...shippedPackageFiles(root, dep, config, 'linux'), ...shippedPackageFiles(root, dep, config, 'win')].map((f) => f.path).filter((p) => JS_EXT.test(p)),
    );
    for (const p of paths) {
      scannedFiles++;
      for (const f of scanText(p, readFileSync(`${root}/${p}`, 'utf8'))) {
        if (isAllowed(dep.name, f.rule)) {
          const k = `${dep.name} ${f.rule}`;
          allowed.set(k, (allowed.get(k) ?? 0) + 1);
        } else findings.push(f);
      }
    }
  }
  return { findings, allowed, scannedFiles };
}
