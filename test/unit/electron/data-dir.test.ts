import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portableCandidates, resolveDataDir } from '../../../electron/data-dir';

const userData = join('/home', 'clerk', '.config', 'Garim');

describe('electron/data-dir', () => {
  it('uses the profile folder when no garim-data folder is beside the program', () => {
    expect(resolveDataDir({ exePath: '/opt/Garim/garim', env: {}, userData, isDirectory: () => false })).toEqual({
      dataDir: userData,
      source: 'profile',
    });
  });

  it('takes an explicit absolute GARIM_DATA_DIR first, and ignores a relative one', () => {
    const env = { GARIM_DATA_DIR: '/tmp/garim-test-profile' };
    expect(resolveDataDir({ exePath: '/opt/Garim/garim', env, userData, isDirectory: () => true })).toEqual({
      dataDir: '/tmp/garim-test-profile',
      source: 'env',
    });
    expect(
      resolveDataDir({
        exePath: '/opt/Garim/garim',
        env: { GARIM_DATA_DIR: 'rel' },
        userData,
        isDirectory: () => false,
      }).source,
    ).toBe('profile');
  });

  it('uses garim-data beside the executable', () => {
    const dirs = new Set([join('/media/usb/Garim', 'garim-data')]);
    expect(
      resolveDataDir({ exePath: '/media/usb/Garim/garim', env: {}, userData, isDirectory: (p) => dirs.has(p) }),
    ).toEqual({
      dataDir: join('/media/usb/Garim', 'garim-data'),
      source: 'portable',
    });
  });

  it('looks beside the AppImage file, not inside its mount', () => {
    const env = { APPIMAGE: '/media/usb/Garim-0.1.0.AppImage' };
    expect(portableCandidates({ exePath: '/tmp/.mount_GarimX/garim', env })).toEqual([
      join('/media/usb', 'garim-data'),
      join('/tmp/.mount_GarimX', 'garim-data'),
    ]);
    const dirs = new Set([join('/media/usb', 'garim-data')]);
    expect(
      resolveDataDir({ exePath: '/tmp/.mount_GarimX/garim', env, userData, isDirectory: (p) => dirs.has(p) }).dataDir,
    ).toBe(join('/media/usb', 'garim-data'));
  });

  it('prefers the Windows portable exe folder over its temp extraction folder', () => {
    const env = { PORTABLE_EXECUTABLE_DIR: 'E:\\Garim' };
    const candidates = portableCandidates({ exePath: '/tmp/extract/Garim.exe', env });
    expect(candidates[0]).toBe(join('E:\\Garim', 'garim-data'));
    const dirs = new Set(candidates);
    expect(
      resolveDataDir({ exePath: '/tmp/extract/Garim.exe', env, userData, isDirectory: (p) => dirs.has(p) }),
    ).toEqual({ dataDir: candidates[0], source: 'portable' });
  });
});
