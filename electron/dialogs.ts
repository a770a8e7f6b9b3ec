// File dialogs (main process only). The filters list the formats the readers support; a unit test keeps this
// list equal to native/formats' supportedExtensions() without main importing the readers.
import { basename, extname, isAbsolute, join } from 'node:path';

export const SUPPORTED_EXTENSIONS = ['.txt', '.text', '.html', '.htm', '.hwpx', '.docx', '.hwp', '.pdf', '.png', '.jpg', '.jpeg', '.tif', '.tiff'] as const;

export interface FileFilter {
  name: string;
  extensions: string[];
}

const bare = (e: string) => e.slice(1);

export function openDialogFilters(): FileFilter[] {
  return [
    { name: '판결문 (TXT, HTML, HWPX, DOCX, HWP, PDF, 스캔 PNG·JPEG·TIFF)', extensions: SUPPORTED_EXTENSIONS.map(bare) },
    { name: '텍스트 (TXT)', extensions: ['txt', 'text'] },
    { name: '한글 (HWPX, HWP)', extensions: ['hwpx', 'hwp'] },
    { name: 'Word (DOCX)', extensions: ['docx'] },
    { name: 'HTML', extensions: ['html', 'htm'] },
    { name: 'PDF', extensions: ['pdf'] },
    { name: '스캔 그림 (PNG, JPEG)', extensions: ['png', 'jpg', 'jpeg'] },
  ];
}

/** The save dialog offers the output's own format (the same as the input's: HWP stays HWP, PDF stays PDF). */
export function saveDialogFilters(defaultName: string): FileFilter[] {
  const ext = extname(defaultName).toLowerCase();
  if (!ext) return [{ name: '모든 파일', extensions: ['*'] }];
  return [{ name: ext.slice(1).toUpperCase(), extensions: [ext.slice(1)] }];
}

export function isSupportedPath(path: string): boolean {
  return (SUPPORTED_EXTENSIONS as readonly string[]).includes(extname(path).toLowerCase());
}

/** A document named on the command line (file association, second instance): the last supported, non-flag argument. */
export function documentFromArgv(argv: readonly string[], skip: number): string | undefined {
  return argv
    .slice(skip)
    .filter((a) => !a.startsWith('-') && isSupportedPath(a))
    .at(-1);
}

/** Save beside the document being worked on unless the renderer already gave a full path. */
export function saveDefaultPath(defaultName: string, lastDir: string | undefined): string {
  if (isAbsolute(defaultName) || !lastDir) return defaultName;
  return join(lastDir, basename(defaultName));
}
