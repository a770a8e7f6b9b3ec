// Bundles the Electron side with esbuild: main, the sandboxed preload and the engine host, each one CommonJS file
// in dist/electron/ (the names packaging relies on). Native modules stay external (rebuilt for Electron's ABI).
import { build, type BuildOptions } from 'esbuild';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Loaded at run time from node_modules (native code, or ESM that cannot be bundled into CommonJS). */
// tesseract.js starts its worker from a script beside itself; PDFium's loader is kept whole beside its wasm; the
// fontkit reads its shaping tables (data.trie) from beside its own file when the module loads.
export const EXTERNAL = ['electron', 'onnxruntime-node', 'better-sqlite3', 'tokenizers', 'pdfjs-dist', 'pdfjs-dist/*', 'tesseract.js', '@embedpdf/pdfium', '@foliojs-fork/fontkit'];

export const BUNDLES = {
  main: { entry: 'electron/main.ts', out: 'main.cjs' },
  preload: { entry: 'electron/preload.ts', out: 'preload.cjs' },
  engineHost: { entry: 'electron/engine-host/main.ts', out: 'engine-host.cjs' },
} as const;

// import.meta.url does not exist in CommonJS; modules that locate files beside themselves get the bundle's URL.
const importMetaUrl: Pick<BuildOptions, 'define' | 'banner'> = {
  define: { 'import.meta.url': '__garimImportMetaUrl' },
  banner: { js: 'const __garimImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
};

export interface BuildResult {
  outDir: string;
  files: string[];
}

export async function buildElectron({
  outDir = join(ROOT, 'dist', 'electron'),
  minify = false,
} = {}): Promise<BuildResult> {
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    minify,
    legalComments: 'none',
    logLevel: 'warning',
    absWorkingDir: ROOT,
    external: EXTERNAL,
  };
  await Promise.all([
    build({ ...common, ...importMetaUrl, entryPoints: [BUNDLES.main.entry], outfile: join(outDir, BUNDLES.main.out) }),
    // A sandboxed preload may require only `electron`: everything else is inlined.
    build({
      ...common,
      external: ['electron'],
      entryPoints: [BUNDLES.preload.entry],
      outfile: join(outDir, BUNDLES.preload.out),
    }),
    build({
      ...common,
      ...importMetaUrl,
      entryPoints: [BUNDLES.engineHost.entry],
      outfile: join(outDir, BUNDLES.engineHost.out),
    }),
  ]);
  // The store reads its numbered .sql migrations beside the bundle (native/store/migrations/index.ts).
  const migrations = join(ROOT, 'native', 'store', 'migrations');
  await mkdir(join(outDir, 'migrations'), { recursive: true });
  const sql = (await readdir(migrations)).filter((f) => f.endsWith('.sql'));
  await Promise.all(sql.map((f) => copyFile(join(migrations, f), join(outDir, 'migrations', f))));
  return {
    outDir,
    files: [BUNDLES.main.out, BUNDLES.preload.out, BUNDLES.engineHost.out, ...sql.map((f) => `migrations/${f}`)],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const minify = process.argv.includes('--minify');
  const started = Date.now();
  const { outDir, files } = await buildElectron({ minify });
  console.log(`electron bundles → ${outDir} (${files.length} files, ${Date.now() - started} ms)`);
}
