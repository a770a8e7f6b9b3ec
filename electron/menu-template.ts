// The application menu: 파일 / 편집 / 보기 / 도움말. Items do nothing themselves: each sends a `menu` command
// (or `open-path`) to the renderer, which owns the review state.
import { basename } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import type { AppEvents } from './ipc-contract';

export type MenuCommand = AppEvents['menu']['command'];

export interface MenuActions {
  command(command: MenuCommand): void;
  openPath(path: string): void;
  quit(): void;
}

/** Accelerators chosen not to clash with typing: single letters (J/K/A/R) stay the renderer's, inside the review pane. */
export const ACCELERATORS: Readonly<Partial<Record<MenuCommand, string>>> = {
  open: 'CmdOrCtrl+O',
  export: 'CmdOrCtrl+E',
  undo: 'CmdOrCtrl+Z',
  redo: 'CmdOrCtrl+Shift+Z',
  next: 'F8',
  previous: 'Shift+F8',
  accept: 'CmdOrCtrl+Enter',
  reject: 'CmdOrCtrl+Backspace',
  history: 'CmdOrCtrl+H',
  settings: 'CmdOrCtrl+,',
};

export function buildMenuTemplate(recent: readonly string[], actions: MenuActions): MenuItemConstructorOptions[] {
  const item = (label: string, command: MenuCommand): MenuItemConstructorOptions => ({
    label,
    ...(ACCELERATORS[command] ? { accelerator: ACCELERATORS[command] } : {}),
    click: () => actions.command(command),
  });
  const recentItems: MenuItemConstructorOptions[] =
    recent.length > 0
      ? recent.map((path, i) => ({ label: `${i + 1}. ${basename(path)}`, toolTip: path, click: () => actions.openPath(path) }))
      : [{ label: '(없음)', enabled: false }];
  return [
    {
      label: '파일(&F)',
      submenu: [
        item('열기…', 'open'),
        { label: '최근 문서', submenu: recentItems },
        { type: 'separator' },
        item('내보내기…', 'export'),
        { type: 'separator' },
        { label: '종료', accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() },
      ],
    },
    {
      label: '편집(&E)',
      submenu: [
        item('실행 취소', 'undo'),
        item('다시 실행', 'redo'),
        { type: 'separator' },
        { label: '잘라내기', role: 'cut' },
        { label: '복사', role: 'copy' },
        { label: '붙여넣기', role: 'paste' },
        { label: '모두 선택', role: 'selectAll' },
        { type: 'separator' },
        item('다음 항목', 'next'),
        item('이전 항목', 'previous'),
        item('승인', 'accept'),
        item('거부', 'reject'),
      ],
    },
    {
      label: '보기(&V)',
      submenu: [item('기록', 'history'), item('설정', 'settings'), { type: 'separator' }, { label: '확대', role: 'zoomIn' }, { label: '축소', role: 'zoomOut' }, { label: '원래 크기', role: 'resetZoom' }],
    },
    { label: '도움말(&H)', submenu: [item('가림 정보', 'about')] },
  ];
}
