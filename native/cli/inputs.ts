// The documents a `garim deid` run covers: files as given, and the supported files directly inside a folder.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { GarimError } from '../errors';
import { supportedExtensions } from '../formats';

export interface InputPlan {
  files: string[];
  /** Folder files left out because their extension is not a document format. */
  skipped: string[];
  /** Default output folder: `<input dir>/garim-out/`. */
  defaultOut: string;
}

export const DEFAULT_OUT_DIR = 'garim-out';

export async function planInputs(args: readonly string[]): Promise<InputPlan> {
  const files: string[] = [];
  const skipped: string[] = [];
  let defaultOut = '';
  const exts = new Set(supportedExtensions());
  for (const arg of args) {
    const p = path.resolve(arg);
    const stat = await fs.stat(p).catch(() => undefined);
    if (!stat) {
      throw new GarimError('FILE_NOT_FOUND', '파일이나 폴더를 찾을 수 없습니다. 경로를 확인해 주세요.', 'no such file or folder. Check the path.', arg);
    }
    if (stat.isDirectory()) {
      defaultOut ||= path.join(p, DEFAULT_OUT_DIR);
      const names = (await fs.readdir(p, { withFileTypes: true })).filter((d) => d.isFile() && !d.name.startsWith('.')).map((d) => d.name).sort();
      for (const name of names) (exts.has(path.extname(name).toLowerCase()) ? files : skipped).push(path.join(p, name));
    } else {
      defaultOut ||= path.join(path.dirname(p), DEFAULT_OUT_DIR);
      files.push(p);
    }
  }
  return { files: [...new Set(files)], skipped, defaultOut };
}

/** `판결.hwp` → `<out>/판결.hwpx`; a name already taken in this run gets ` (2)`, ` (3)`… */
export function outputPathFor(outDir: string, input: string, extension: string, taken: Set<string>): string {
  const stem = path.basename(input, path.extname(input));
  let candidate = path.join(outDir, stem + extension);
  for (let k = 2; taken.has(candidate.toLowerCase()); k++) candidate = path.join(outDir, `${stem} (${k})${extension}`);
  taken.add(candidate.toLowerCase());
  return candidate;
}
