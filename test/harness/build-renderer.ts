// Builds dist/renderer once when it is missing or older than any renderer source, so E2E runs test the
// current UI without rebuilding on every run.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'docs') newest = Math.max(newest, newestMtime(p));
    } else newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

/** Vitest sets NODE_ENV=test and VITE_USER_NODE_ENV, which would bundle React's development build: test what ships. */
function productionEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(VITE|VITEST|NODE_ENV$)/.test(k)) env[k] = v;
  return { ...env, NODE_ENV: 'production' };
}

export function ensureRendererBuilt(repoRoot: string): string {
  const out = join(repoRoot, 'dist', 'renderer');
  const index = join(out, 'index.html');
  const sources = Math.max(
    newestMtime(join(repoRoot, 'renderer')),
    statSync(join(repoRoot, 'models', 'taxonomy.json')).mtimeMs,
  );
  if (!existsSync(index) || statSync(index).mtimeMs < sources) {
    execFileSync(
      process.execPath,
      [
        join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        join(repoRoot, 'renderer', 'vite.config.ts'),
        '--logLevel',
        'warn',
      ],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: productionEnv(),
      },
    );
  }
  return out;
}
