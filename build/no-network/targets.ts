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

/** esbuild's origin comments (`// node_modules/pdfjs-dist/build/pdf.mjs`): which package each line of a bundle came from. */
export function bundleOrigins(text: string): { line: number; pkg: string | null }[] {
  const origins: { line: number; pkg: string | null }[] = [];
  text.split('\n').forEach((l, i) => {
    const m = /^\/\/ (\S+\.(?:[cm]?js|tsx?|json))$/.exec(l);
    if (!m) return;
    const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(m[1]);
    origins.push({ line: i + 1, pkg: pkg ? pkg[1] : null });
  });
  return origins;
}

function originOf(origins: readonly { line: number; pkg: string | null }[], line: number): string | null {
  let found: string | null = null;
  for (const o of origins) {
    if (o.line > line) break;
    found = o.pkg;
  }
  return found;
}

/**
 * Built bundles (dist/electron, dist/renderer) when present. Code bundled from a dependency is judged by the
 * allow-list like the dependency itself; URLs are not checked (library warnings are full of documentation links).
 */
export function scanBundles(root = PROJECT_ROOT): ScanReport {
  const files = ['dist/electron', 'dist/renderer']
    .filter((d) => existsSync(`${root}/${d}`))
    .flatMap((d) => listFiles(root, d))
    .map((f) => f.path)
    .filter((p) => JS_EXT.test(p));
  const findings: Finding[] = [];
  const allowed = new Map<string, number>();
  for (const f of files) {
    const text = readFileSync(`${root}/${f}`, 'utf8');
    const origins = bundleOrigins(text);
    for (const finding of scanText(f, text, { skip: ['url'] })) {
      const pkg = originOf(origins, finding.line);
      if (pkg && isAllowed(pkg, finding.rule)) {
        const k = `${pkg} ${finding.rule}`;
        allowed.set(k, (allowed.get(k) ?? 0) + 1);
      } else findings.push(finding);
    }
  }
  return { findings, allowed, scannedFiles: files.length };
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
