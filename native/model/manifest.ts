// Reading models/<name>/manifest.json: the schema, then the checks the schema cannot express (labels that resolve
// in the taxonomy, a window longer than its overlap and special tokens).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GarimError } from '../errors';
import { resolveLabel } from '../taxonomy';
import { parseBioLabel, type ParsedLabel } from './bio-decode';
import { manifestSchema, type ModelManifest } from './manifest-schema';

export const MANIFEST_FILE = 'manifest.json';

export function modelMissing(file: string): GarimError {
  return new GarimError(
    'MODEL_MISSING',
    '모델 파일이 없습니다. Garim을 다시 설치하거나 올바른 모델 폴더를 지정해 주세요.',
    'the model file is missing. Reinstall Garim or point to a valid model folder.',
    file,
  );
}

export function modelInvalid(file: string, whatKo: string, whatEn: string): GarimError {
  return new GarimError(
    'MODEL_INVALID',
    `모델 설정이 올바르지 않습니다: ${whatKo}. 모델을 다시 설치해 주세요.`,
    `invalid model: ${whatEn}. Reinstall the model.`,
    file,
  );
}

/** Reads a file of the model folder; a missing one is MODEL_MISSING naming it. */
export async function readModelFile(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') throw modelMissing(path);
    throw new GarimError(
      'MODEL_MISSING',
      `모델 파일을 읽을 수 없습니다 (${code ?? String(e)}). 파일 권한을 확인하거나 모델을 다시 설치해 주세요.`,
      `the model file cannot be read (${code ?? String(e)}). Check its permissions or reinstall the model.`,
      path,
      { cause: e },
    );
  }
}

export interface LoadedManifest {
  manifest: ModelManifest;
  path: string;
  labels: ParsedLabel[];
}

export async function readManifest(dir: string): Promise<LoadedManifest> {
  const path = join(dir, MANIFEST_FILE);
  const raw = await readModelFile(path);
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch (e) {
    throw modelInvalid(path, `JSON 형식 오류 (${(e as Error).message})`, `not valid JSON (${(e as Error).message})`);
  }
  return validateManifest(json, path);
}

export function validateManifest(json: unknown, path: string): LoadedManifest {
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.join('.') || '(root)';
    throw modelInvalid(path, `${where} 항목 — ${issue.message}`, `field ${where}: ${issue.message}`);
  }
  const manifest = parsed.data;
  const labels = manifest.labels.map((label) => {
    const p = parseBioLabel(label);
    if (!p) throw modelInvalid(path, `레이블 "${label}"이 BIO 형식이 아닙니다`, `label "${label}" is not O, B-x or I-x`);
    if (p.kind !== 'O' && !resolveLabel(p.type)) {
      throw modelInvalid(path, `레이블 "${label}"이 분류 체계에 없습니다`, `label "${label}" is not in the taxonomy`);
    }
    return p;
  });
  if (!labels.some((l) => l.kind === 'O')) throw modelInvalid(path, '레이블 "O"가 없습니다', 'labels lack "O"');
  const content = windowContentLength(manifest);
  if (content < 1 || manifest.overlap >= content) {
    throw modelInvalid(
      path,
      `maxLength(${manifest.maxLength})가 특수 토큰과 overlap(${manifest.overlap})보다 커야 합니다`,
      `maxLength (${manifest.maxLength}) must exceed the special tokens plus overlap (${manifest.overlap})`,
    );
  }
  return { manifest, path, labels };
}

/** Text tokens per window: maxLength less the [CLS]/[SEP] the manifest asks for. */
export function windowContentLength(m: ModelManifest): number {
  return m.maxLength - (m.clsId === undefined ? 0 : 1) - (m.sepId === undefined ? 0 : 1);
}
