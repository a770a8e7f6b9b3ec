// Finds code that could reach the network: Node's network modules, HTTP/WebSocket client packages, fetch,
// Electron's net / autoUpdater / crashReporter, and URLs that are not XML namespace identifiers. Pure: text in,
// findings out; which files to scan is no-network/targets.ts.

export interface Finding {
  file: string;
  /** 1-based. */
  line: number;
  rule: RuleId;
  excerpt: string;
}

export type RuleId =
  | 'node-network-module'
  | 'network-package'
  | 'electron-net'
  | 'auto-updater'
  | 'crash-reporter'
  | 'fetch'
  | 'websocket'
  | 'url';

const NODE_MODULES = '(?:node:)?(?:http|https|http2|net|tls|dgram)';
const PACKAGES =
  '(?:ws|node-fetch|axios|undici|got|request|superagent|cross-fetch|isomorphic-fetch|socket\\.io-client|electron-updater|update-electron-app|@electron/get|global-agent)';
const moduleRef = (names: string) =>
  new RegExp(
    [
      `\\brequire\\s*\\(\\s*['"\`]${names}(?:/[^'"\`]*)?['"\`]\\s*\\)`,
      `\\bfrom\\s*['"\`]${names}(?:/[^'"\`]*)?['"\`]`,
      `\\bimport\\s*\\(\\s*['"\`]${names}(?:/[^'"\`]*)?['"\`]\\s*\\)`,
      `\\bimport\\s*['"\`]${names}['"\`]`,
      `\\bgetBuiltinModule\\s*\\(\\s*['"\`]${names}['"\`]\\s*\\)`,
    ].join('|'),
    'g',
  );

const RULES: { id: RuleId; re: RegExp }[] = [
  { id: 'node-network-module', re: moduleRef(NODE_MODULES) },
  { id: 'network-package', re: moduleRef(PACKAGES) },
  {
    id: 'electron-net',
    re: /\bnet\s*\.\s*(?:request|fetch|resolveHost)\s*\(|\bimport\s*\{[^}]*\bnet\b[^}]*\}\s*from\s*['"]electron['"]|\{[^}]*\bnet\b[^}]*\}\s*=\s*require\s*\(\s*['"]electron['"]\s*\)/g,
  },
  { id: 'auto-updater', re: /\bautoUpdater\b/g },
  { id: 'crash-reporter', re: /\bcrashReporter\b/g },
  { id: 'fetch', re: /(?<![\w$.])fetch\s*\(|\bXMLHttpRequest\b|\bsendBeacon\s*\(/g },
  { id: 'websocket', re: /\bnew\s+(?:WebSocket|EventSource|RTCPeerConnection)\b/g },
  { id: 'url', re: /\b(?:https?|wss?|ftp):\/\/[^\s'"`)<>\\]*/gi },
];

/** URLs that are identifiers inside documents (XML namespaces, schema ids), never fetched. */
export const DATA_URL_PREFIXES: readonly string[] = [
  'http://www.w3.org/',
  'http://schemas.openxmlformats.org/',
  'http://schemas.microsoft.com/',
  'http://purl.org/',
  'http://www.hancom.co.kr/hwpml/',
  'http://www.hancom.co.kr/schema/',
  'http://ns.adobe.com/',
  'http://www.idpf.org/',
  'http://json-schema.org/',
  'https://json-schema.org/',
];

/** A reviewed exception in our own code: `// no-network: <why>` on the line or the line above. */
const ANNOTATION = /no-network:\s*\S/;

function isDataUrl(url: string): boolean {
  return DATA_URL_PREFIXES.some((p) => url.toLowerCase().startsWith(p.toLowerCase()));
}

/** True when the match sits in a line comment or a block-comment line (a URL in prose is not a request). */
function inComment(line: string, index: number): boolean {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//') || trimmed.startsWith('#')) return true;
  const before = line.slice(0, index);
  return /(^|[^:])\/\//.test(before.replace(/['"`][^'"`]*['"`]/g, '""'));
}

export interface ScanOptions {
  /** Honour `// no-network:` annotations (our sources); dependencies are judged by the allow-list instead. */
  annotations?: boolean;
  /** Rules not applied (bundles: library warnings are full of documentation links). */
  skip?: readonly RuleId[];
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Index of the line holding offset `at` (binary search over line starts). */
function lineIndex(starts: readonly number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function scanText(file: string, text: string, opts: ScanOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const starts = lineStarts(text);
  const lineAt = (i: number) => text.slice(starts[i], i + 1 < starts.length ? starts[i + 1] - 1 : text.length).replace(/\r$/, '');
  // Whole-text matching per rule (not per line): minified bundles have few, very long lines.
  for (const { id, re } of RULES) {
    if (opts.skip?.includes(id)) continue;
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      const li = lineIndex(starts, at);
      const line = lineAt(li);
      const col = at - starts[li];
      if (id === 'url' && (isDataUrl(m[0]) || m[0].length <= 8 || inComment(line, col))) continue;
      if (opts.annotations && (ANNOTATION.test(line) || (li > 0 && ANNOTATION.test(lineAt(li - 1))))) continue;
      findings.push({ file, line: li + 1, rule: id, excerpt: line.slice(Math.max(0, col - 30), col + m[0].length + 30).trim() });
    }
  }
  return findings.sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}

export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}: ${f.rule}: ${f.excerpt}`;
}
