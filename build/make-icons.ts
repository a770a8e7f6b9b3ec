// Draws Garim's icon (a page whose middle line is blacked out) in the locally installed Chromium and writes
// build/resources/icon.png (512 px, Linux) and icon.ico (256 px PNG inside, Windows). Ready-made icons mean
// electron-builder never fetches its icon-conversion toolset. Run: npx tsx build/make-icons.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BUILD_DIR } from './pack-check/builder-config';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect x="24" y="24" width="464" height="464" rx="96" fill="#1f3a5f"/>
  <rect x="112" y="88" width="288" height="336" rx="24" fill="#f5f7fa"/>
  <rect x="152" y="148" width="208" height="22" rx="11" fill="#9aa7b8"/>
  <rect x="152" y="204" width="92" height="22" rx="11" fill="#9aa7b8"/>
  <rect x="252" y="194" width="116" height="42" rx="6" fill="#111418"/>
  <rect x="152" y="270" width="208" height="22" rx="11" fill="#9aa7b8"/>
  <rect x="152" y="326" width="150" height="22" rx="11" fill="#9aa7b8"/>
</svg>`;

/** An .ico holding one 256×256 PNG (Windows Vista and later read PNG entries). */
export function icoFromPng(png: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(0, 6); // width 256
  header.writeUInt8(0, 7); // height 256
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

async function render(size: number): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${SVG.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    return await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith('make-icons.ts')) {
  const dir = join(BUILD_DIR, 'resources');
  writeFileSync(join(dir, 'icon.png'), await render(512));
  writeFileSync(join(dir, 'icon.ico'), icoFromPng(await render(256)));
  console.log(`wrote ${dir}/icon.png and icon.ico`);
}
