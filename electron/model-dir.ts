// Which model the engine loads. A user's own model (bring your own model: a folder `model/` with a manifest.json in
// the data folder, so it also travels with a portable garim-data) wins; else the bundled one, outside the asar in
// resources/models when packaged (extraResources), else the repo's models/. Either is sha256-verified on load.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function resolveModelDir({
  isPackaged,
  resourcesPath,
  appPath,
  dataDir,
  exists = existsSync,
}: {
  isPackaged: boolean;
  resourcesPath: string;
  appPath: string;
  dataDir?: string;
  exists?: (path: string) => boolean;
}): string {
  if (dataDir && exists(join(dataDir, 'model', 'manifest.json'))) return join(dataDir, 'model');
  return isPackaged ? join(resourcesPath, 'models') : join(appPath, 'models');
}

const MODEL_ERRORS = new Set(['MODEL_MISSING', 'MODEL_TAMPERED', 'MODEL_INVALID']);

/** The dialog to show and quit on when the model cannot be trusted; null when the engine started. */
export function modelProblem(
  result: { ok: true } | { ok: false; error: { code: string; messageKo: string; message: string } },
): { title: string; message: string; detail: string } | null {
  if (result.ok || !MODEL_ERRORS.has(result.error.code)) return null;
  const title = result.error.code === 'MODEL_TAMPERED' ? '모델 파일이 변조되었습니다' : '모델을 불러올 수 없습니다';
  return {
    title: `가림 — ${title}`,
    message: `${result.error.messageKo}\n\n가림을 다시 설치해 주세요. 프로그램을 종료합니다.`,
    detail: result.error.message,
  };
}
