// Where Garim keeps settings, recent files and history: the OS profile folder, or PORTABLE MODE when a
// `garim-data` folder sits beside the program (a USB stick on a PC where nothing may be installed), or an explicit
// GARIM_DATA_DIR (tests give each run a fresh folder this way).
import { dirname, isAbsolute, join } from 'node:path';

export const PORTABLE_FOLDER = 'garim-data';

export interface DataDirInput {
  /** app.getPath('exe'). */
  exePath: string;
  /** process.env: APPIMAGE (the .AppImage file, since exe is inside its mount) and PORTABLE_EXECUTABLE_DIR (Windows portable exe, which runs from a temp folder). */
  env: { APPIMAGE?: string; PORTABLE_EXECUTABLE_DIR?: string; GARIM_DATA_DIR?: string };
  /** app.getPath('userData'). */
  userData: string;
  isDirectory(path: string): boolean;
}

export interface DataDir {
  dataDir: string;
  /** `profile`: the OS's per-user folder; otherwise Chromium's own profile moves there too. */
  source: 'env' | 'portable' | 'profile';
}

export function portableCandidates({ exePath, env }: Pick<DataDirInput, 'exePath' | 'env'>): string[] {
  const dirs: string[] = [];
  if (env.PORTABLE_EXECUTABLE_DIR) dirs.push(env.PORTABLE_EXECUTABLE_DIR);
  if (env.APPIMAGE) dirs.push(dirname(env.APPIMAGE));
  dirs.push(dirname(exePath));
  return [...new Set(dirs)].map((d) => join(d, PORTABLE_FOLDER));
}

export function resolveDataDir(input: DataDirInput): DataDir {
  if (input.env.GARIM_DATA_DIR && isAbsolute(input.env.GARIM_DATA_DIR))
    return { dataDir: input.env.GARIM_DATA_DIR, source: 'env' };
  const portable = portableCandidates(input).find((d) => input.isDirectory(d));
  return portable ? { dataDir: portable, source: 'portable' } : { dataDir: input.userData, source: 'profile' };
}
