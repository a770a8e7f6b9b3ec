// Nothing in the app may reach the network: our sources, the packed dependencies and the packaging config.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, PROJECT_ROOT } from '../../../build/pack-check/builder-config';
import { formatFinding, scanText } from '../../../build/no-network/scanner';
import { bundleOrigins, scanBundles, scanDependencies, scanSources } from '../../../build/no-network/targets';

describe('scanText (the scanner can fail)', () => {
  const bad = [
    "import http from 'node:http';",
    "const https = require('https');",
    "const { connect } = await import('node:tls');",
    "import WebSocket from 'ws';",
    "import { autoUpdater } from 'electron-updater';",
    "import { app, net } from 'electron';",
    'const r = net.request({ url });',
    "crashReporter.start({ submitURL: 'x' });",
    'const res = await fetch(u);',
    'const s = new WebSocket(addr);',
    "const dgram = process.getBuiltinModule('dgram');",
    "const api = 'https://api.example.com/v1';",
    'xhr = new XMLHttpRequest();',
  ].join('\n');

  it('flags every network-capable construct with file and line', () => {
    expect(scanText('bad.ts', bad).map((f) => `${f.line} ${f.rule}`)).toEqual([
      '1 node-network-module',
      '2 node-network-module',
      '3 node-network-module',
      '4 network-package',
      '5 auto-updater',
      '5 network-package',
      '6 electron-net',
      '7 electron-net',
      '8 crash-reporter',
      '9 fetch',
      '10 websocket',
      '11 node-network-module',
      '12 url',
      '13 fetch',
    ]);
    expect(formatFinding(scanText('electron/main.ts', bad)[0])).toBe("electron/main.ts:1: node-network-module: import http from 'node:http';");
  });

  it('accepts XML namespace URIs, URLs in comments, look-alike names and annotated lines', () => {
    const good = [
      "const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';",
      "const H = 'http://www.hancom.co.kr/hwpml/2011/paragraph';",
      "const S = 'http://www.w3.org/2000/svg';",
      '// see https://github.com/electron/electron/issues/1 for why',
      ' * https://example.com/in/a/block/comment',
      "import { netmask } from './netmask';",
      'const prefetch = prefetcher.fetch(x); // a method of our own object',
      "import { readFile } from 'node:fs';",
      "import httpStatus from './http-status';",
      '// no-network: blocks every http(s) request the renderer might make',
      "session.webRequest.onBeforeRequest({ urls: ['http://*/*', 'https://*/*'] }, deny);",
    ].join('\n');
    expect(scanText('good.ts', good, { annotations: true })).toEqual([]);
  });

  it('can leave rules out', () => {
    expect(scanText('b.js', "const u = 'https://react.dev/link/x'; fetch(u);", { skip: ['url'] }).map((f) => f.rule)).toEqual(['fetch']);
  });

  it('attributes bundle lines to the package esbuild took them from', () => {
    const bundle = ['// native/store/open-store.ts', 'a', '// node_modules/pdfjs-dist/build/pdf.mjs', 'b', '// node_modules/@napi-rs/canvas/index.js', 'c'].join('\n');
    expect(bundleOrigins(bundle)).toEqual([
      { line: 1, pkg: null },
      { line: 3, pkg: 'pdfjs-dist' },
      { line: 5, pkg: '@napi-rs/canvas' },
    ]);
  });

  it('ignores annotations unless asked (dependencies are judged by the allow-list)', () => {
    expect(scanText('dep.js', "// no-network: trust me\nfetch('x')").map((f) => f.rule)).toEqual(['fetch']);
  });
});

describe('the app', () => {
  it('has no network-capable code in electron/, native/, renderer/ or bin/', () => {
    const { findings, scannedFiles } = scanSources();
    expect(scannedFiles).toBeGreaterThan(10);
    expect(findings.map(formatFinding)).toEqual([]);
  });

  it('packs no dependency with network code outside the reviewed allow-list', () => {
    const { findings, scannedFiles } = scanDependencies();
    expect(scannedFiles).toBeGreaterThan(100);
    expect(findings.map(formatFinding)).toEqual([]);
  });

  it.skipIf(!existsSync(`${PROJECT_ROOT}/dist/electron`))('has no network calls in the built bundles (dist/electron, dist/renderer)', () => {
    const { findings, scannedFiles } = scanBundles();
    expect(scannedFiles).toBeGreaterThan(2);
    expect(findings.map(formatFinding)).toEqual([]);
  });

  it('has a packaging config that never publishes or updates', () => {
    const config = loadConfig();
    expect(config.publish).toBeNull();
    const text = readFileSync(`${PROJECT_ROOT}/build/electron-builder.config.cjs`, 'utf8');
    expect(scanText('build/electron-builder.config.cjs', text).map(formatFinding)).toEqual([]);
    const pkg = JSON.parse(readFileSync(`${PROJECT_ROOT}/package.json`, 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).filter((d) => ['electron-updater', 'update-electron-app', '@sentry/electron'].includes(d))).toEqual([]);
  });
});
