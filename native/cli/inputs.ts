// The documents a `garim deid` run covers: files as given, and the supported files inside a folder (directly, or
// with --recursive in every subfolder, whose layout the output then mirrors).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { GarimError } from '../errors';
import { supportedExtensions } from '../formats';

export interface InputPlan {
  files: string[];
  /** Output subfolder of each file found below a folder argument with --recursive (`2023/형사`), else none. */
  subdirs: Map<string, string>;
  /** Folder files left out because their extension is not a document format. */
  skipped: string[];
  /** Default output folder: `<input dir>/garim-out/`. */
  defaultOut: string;
}

export const DEFAULT_OUT_DIR = 'garim-out';

export async function planInputs(args: readonly string[], opts: { recursive?: boolean; outDir?: string } = {}): Promise<InputPlan> {
  const files: string[] = [];
  const skipped: string[] = [];
  const subdirs = new Map<string, string>();
  let defaultOut = '';
  const exts = new Set(supportedExtensions());
  // Hidden folders, symlinked folders (no loops) and our own output folders are never walked.
  const walk = async (root: string, dir: string, out: string): Promise<void> => {
    const entries = (await fs.readdir(dir, { withFileTypes: true })).filter((d) => !d.name.startsWith('.')).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const d of entries) {
      const full = path.join(dir, d.name);
      if (d.isFile()) {
        (exts.has(path.extname(d.name).toLowerCase()) ? files : skipped).push(full);
        const rel = path.relative(root, dir);
        if (rel) subdirs.set(full, rel);
      } else if (opts.recursive && d.isDirectory() && d.name !== DEFAULT_OUT_DIR && full !== out) {
        await walk(root, full, out);
      }
    }
  };
  for (const arg of args) {
    const p = path.resolve(arg);
    const stat = await fs.stat(p).catch(() => undefined);
    if (!stat) {
      throw new GarimError('FILE_NOT_FOUND', '파일이나 폴더를 찾을 수 없습니다. 경로를 확인해 주세요.', 'no such file or folder. Check the path.', arg);
    }
    if (stat.isDirectory()) {
      defaultOut ||= path.join(p, DEFAULT_OUT_DIR);
      await walk(p, p, path.resolve(opts.outDir ?? defaultOut));
    } else {
      defaultOut ||= path.join(path.dirname(p), DEFAULT_OUT_DIR);
      files.push(p);
    }
  }
  return { files: [...new Set(files)], subdirs, skipped, defaultOut };
}

/**
 * `판결.hwp` → `<out>/판결.hwpx`, or `<out>/<stem>.hwpx` with the de-identified stem; a name already taken in this
 * run gets ` (2)`, ` (3)`…, so two inputs that de-identify to the same name never overwrite each other.
 */
export function outputPathFor(outDir: string, input: string, extension: string, taken: Set<string>, deidentifiedStem?: string): string {
  const stem = deidentifiedStem ?? path.basename(input, path.extname(input));
  let candidate = path.join(outDir, stem + extension);
  for (let k = 2; taken.has(candidate.toLowerCase()); k++) candidate = path.join(outDir, `${stem} (${k})${extension}`);
  taken.add(candidate.toLowerCase());
  return candidate;
}
