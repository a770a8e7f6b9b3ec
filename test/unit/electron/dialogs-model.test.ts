import { describe, expect, it } from 'vitest';
import {
  documentFromArgv,
  openDialogFilters,
  saveDefaultPath,
  saveDialogFilters,
  SUPPORTED_EXTENSIONS,
} from '../../../electron/dialogs';
import { modelProblem, resolveModelDir } from '../../../electron/model-dir';
import { supportedExtensions } from '../../../native/formats';

describe('electron/dialogs', () => {
  it('offers every format the readers support', () => {
    for (const ext of supportedExtensions()) expect(SUPPORTED_EXTENSIONS).toContain(ext);
    expect(openDialogFilters()[0]).toEqual({
      name: '판결문 (TXT, HTML, HWPX, DOCX, HWP, PDF, 스캔 PNG·JPEG·TIFF)',
      extensions: ['txt', 'text', 'html', 'htm', 'hwpx', 'docx', 'hwp', 'pdf', 'png', 'jpg', 'jpeg', 'tif', 'tiff'],
    });
  });

  it("offers the output's own extension when saving", () => {
    expect(saveDialogFilters('판결.가림.hwpx')).toEqual([{ name: 'HWPX', extensions: ['hwpx'] }]);
  });

  it('saves beside the open document unless given a full path', () => {
    expect(saveDefaultPath('판결.가림.txt', '/docs/2024')).toBe('/docs/2024/판결.가림.txt');
    expect(saveDefaultPath('/out/x.txt', '/docs')).toBe('/out/x.txt');
    expect(saveDefaultPath('x.txt', undefined)).toBe('x.txt');
  });

  it('takes the last supported file named on the command line', () => {
    expect(documentFromArgv(['/opt/Garim/garim', '--no-sandbox', '/docs/a.txt', '/docs/판결.HWPX'], 1)).toBe(
      '/docs/판결.HWPX',
    );
    expect(documentFromArgv(['/usr/bin/electron', '.', '--inspect'], 2)).toBeUndefined();
    expect(documentFromArgv(['/opt/Garim/garim', '/docs/photo.gif'], 1)).toBeUndefined();
    // A scan saved as a picture is a document now (read by OCR).
    expect(documentFromArgv(['/opt/Garim/garim', '/docs/scan.jpg'], 1)).toBe('/docs/scan.jpg');
  });
});

describe('electron/model-dir', () => {
  it('finds the model outside the asar when packaged, else in the repo', () => {
    expect(
      resolveModelDir({
        isPackaged: true,
        resourcesPath: '/opt/Garim/resources',
        appPath: '/opt/Garim/resources/app.asar',
      }),
    ).toBe('/opt/Garim/resources/models');
    expect(resolveModelDir({ isPackaged: false, resourcesPath: '/x', appPath: '/work/main' })).toBe(
      '/work/main/models',
    );
  });

  it("prefers a user's own model in the data folder's model/ (with a manifest) over the bundled one", () => {
    const base = { isPackaged: true, resourcesPath: '/opt/Garim/resources', appPath: '/opt/Garim/resources/app.asar', dataDir: '/usb/garim-data' };
    expect(resolveModelDir({ ...base, exists: (p) => p === '/usb/garim-data/model/manifest.json' })).toBe('/usb/garim-data/model');
    expect(resolveModelDir({ ...base, exists: () => false })).toBe('/opt/Garim/resources/models');
  });

  it('turns a tampered or missing model into a Korean dialog, and nothing else', () => {
    const tampered = {
      ok: false as const,
      error: {
        code: 'MODEL_TAMPERED',
        messageKo: 'model.onnx: 해시가 다릅니다.',
        message: 'model.onnx: hash mismatch.',
      },
    };
    expect(modelProblem(tampered)).toEqual({
      title: '가림 — 모델 파일이 변조되었습니다',
      message: 'model.onnx: 해시가 다릅니다.\n\n가림을 다시 설치해 주세요. 프로그램을 종료합니다.',
      detail: 'model.onnx: hash mismatch.',
    });
    expect(modelProblem({ ok: false, error: { code: 'MODEL_MISSING', messageKo: 'm', message: 'm' } })?.title).toBe(
      '가림 — 모델을 불러올 수 없습니다',
    );
    expect(modelProblem({ ok: false, error: { code: 'STORE_ERROR', messageKo: 's', message: 's' } })).toBeNull();
    expect(modelProblem({ ok: true })).toBeNull();
  });
});
