// Model files are hashed from the very bytes that are then loaded, so nothing can swap a file in between.
import { createHash } from 'node:crypto';
import { GarimError } from '../errors';

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Throws MODEL_TAMPERED when bytes do not hash to the manifest's value. */
export function verifySha256(bytes: Uint8Array, expected: string, file: string): void {
  const actual = sha256Hex(bytes);
  if (actual === expected) return;
  const exp = expected.slice(0, 12);
  const act = actual.slice(0, 12);
  throw new GarimError(
    'MODEL_TAMPERED',
    `모델 파일이 변조되었거나 손상되었습니다 (sha256 기대값 ${exp}…, 실제 ${act}…). 모델을 다시 설치해 주세요.`,
    `the model file was altered or damaged (sha256 expected ${exp}…, found ${act}…). Reinstall the model.`,
    file,
  );
}
