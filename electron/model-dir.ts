// The bundled model: outside the asar in resources/models when packaged (extraResources), else the repo's models/.
import { join } from 'node:path';

export function resolveModelDir({
  isPackaged,
  resourcesPath,
  appPath,
}: {
  isPackaged: boolean;
  resourcesPath: string;
  appPath: string;
}): string {
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
