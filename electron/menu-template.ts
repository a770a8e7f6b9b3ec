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

export type MenuLanguage = 'ko' | 'en';

const LABELS = {
  ko: {
    file: '파일(&F)',
    open: '열기…',
    recent: '최근 문서',
    none: '(없음)',
    export: '내보내기…',
    quit: '종료',
    edit: '편집(&E)',
    undo: '실행 취소',
    redo: '다시 실행',
    cut: '잘라내기',
    copy: '복사',
    paste: '붙여넣기',
    selectAll: '모두 선택',
    next: '다음 항목',
    previous: '이전 항목',
    accept: '승인',
    reject: '거부',
    view: '보기(&V)',
    history: '기록',
    settings: '설정',
    zoomIn: '확대',
    zoomOut: '축소',
    resetZoom: '원래 크기',
    help: '도움말(&H)',
    about: '가림 정보',
  },
  en: {
    file: '&File',
    open: 'Open…',
    recent: 'Recent Documents',
    none: '(none)',
    export: 'Export…',
    quit: 'Quit',
    edit: '&Edit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    next: 'Next Item',
    previous: 'Previous Item',
    accept: 'Accept',
    reject: 'Reject',
    view: '&View',
    history: 'History',
    settings: 'Settings',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    resetZoom: 'Actual Size',
    help: '&Help',
    about: 'About Garim',
  },
} as const;

export function buildMenuTemplate(
  recent: readonly string[],
  actions: MenuActions,
  language: MenuLanguage = 'ko',
): MenuItemConstructorOptions[] {
  const t = LABELS[language];
  const item = (command: MenuCommand & keyof typeof t): MenuItemConstructorOptions => ({
    label: t[command],
    ...(ACCELERATORS[command] ? { accelerator: ACCELERATORS[command] } : {}),
    click: () => actions.command(command),
  });
  const recentItems: MenuItemConstructorOptions[] =
    recent.length > 0
      ? recent.map((path, i) => ({
          label: `${i + 1}. ${basename(path)}`,
          toolTip: path,
          click: () => actions.openPath(path),
        }))
      : [{ label: t.none, enabled: false }];
  return [
    {
      label: t.file,
      submenu: [
        item('open'),
        { label: t.recent, submenu: recentItems },
        { type: 'separator' },
        item('export'),
        { type: 'separator' },
        { label: t.quit, accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() },
      ],
    },
    {
      label: t.edit,
      submenu: [
        item('undo'),
        item('redo'),
        { type: 'separator' },
        { label: t.cut, role: 'cut' },
        { label: t.copy, role: 'copy' },
        { label: t.paste, role: 'paste' },
        { label: t.selectAll, role: 'selectAll' },
        { type: 'separator' },
        item('next'),
        item('previous'),
        item('accept'),
        item('reject'),
      ],
    },
    {
      label: t.view,
      submenu: [
        item('history'),
        item('settings'),
        { type: 'separator' },
        { label: t.zoomIn, role: 'zoomIn' },
        { label: t.zoomOut, role: 'zoomOut' },
        { label: t.resetZoom, role: 'resetZoom' },
      ],
    },
    { label: t.help, submenu: [item('about')] },
  ];
}
