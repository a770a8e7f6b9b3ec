import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from '../../../electron/menu-template';

function record() {
  const calls: string[] = [];
  return {
    calls,
    actions: {
      command: (c: string) => calls.push(`menu:${c}`),
      openPath: (p: string) => calls.push(`open:${p}`),
      quit: () => calls.push('quit'),
    },
  };
}

const sub = (item: MenuItemConstructorOptions) => item.submenu as MenuItemConstructorOptions[];
const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as () => void)();

describe('electron/menu-template', () => {
  it('has 파일/편집/보기/도움말 with the commands and accelerators', () => {
    const { actions } = record();
    const menu = buildMenuTemplate([], actions);
    expect(menu.map((m) => m.label)).toEqual(['파일(&F)', '편집(&E)', '보기(&V)', '도움말(&H)']);
    const summary = (m: MenuItemConstructorOptions) =>
      sub(m)
        .filter((i) => i.type !== 'separator')
        .map((i) => `${i.label}${i.accelerator ? ` ${i.accelerator}` : ''}`);
    expect(summary(menu[0])).toEqual(['열기… CmdOrCtrl+O', '최근 문서', '내보내기… CmdOrCtrl+E', '종료 CmdOrCtrl+Q']);
    expect(summary(menu[1])).toEqual([
      '실행 취소 CmdOrCtrl+Z',
      '다시 실행 CmdOrCtrl+Shift+Z',
      '잘라내기',
      '복사',
      '붙여넣기',
      '모두 선택',
      '다음 항목 F8',
      '이전 항목 Shift+F8',
      '승인 CmdOrCtrl+Enter',
      '거부 CmdOrCtrl+Backspace',
    ]);
    expect(summary(menu[2]).slice(0, 2)).toEqual(['기록 CmdOrCtrl+H', '설정 CmdOrCtrl+,']);
    expect(summary(menu[3])).toEqual(['가림 정보']);
  });

  it('sends menu commands and opens recent files by path', () => {
    const { calls, actions } = record();
    const menu = buildMenuTemplate(['/docs/2024고단123 판결.hwpx', '/docs/b.txt'], actions);
    const recent = sub(sub(menu[0])[1]);
    expect(recent.map((r) => r.label)).toEqual(['1. 2024고단123 판결.hwpx', '2. b.txt']);
    click(recent[1]);
    click(sub(menu[0])[0]);
    click(sub(menu[1]).find((i) => i.label === '거부'));
    click(sub(menu[2])[0]);
    click(sub(menu[0]).find((i) => i.label === '종료'));
    expect(calls).toEqual(['open:/docs/b.txt', 'menu:open', 'menu:reject', 'menu:history', 'quit']);
  });

  it('speaks English when the UI language is English', () => {
    const menu = buildMenuTemplate([], record().actions, 'en');
    expect(menu.map((m) => m.label)).toEqual(['&File', '&Edit', '&View', '&Help']);
    expect(
      sub(menu[1])
        .filter((i) => i.accelerator)
        .map((i) => i.label),
    ).toEqual(['Undo', 'Redo', 'Next Item', 'Previous Item', 'Accept', 'Reject']);
  });

  it('shows a disabled placeholder when there are no recent files', () => {
    const menu = buildMenuTemplate([], record().actions);
    expect(sub(sub(menu[0])[1])).toEqual([{ label: '(없음)', enabled: false }]);
  });
});
