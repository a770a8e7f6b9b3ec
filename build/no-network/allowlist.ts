// Reviewed network-capable code inside packed dependencies, with why it cannot run in Garim. Anything not
// listed fails the no-network test; our own code uses a `// no-network: <why>` comment instead.
import type { RuleId } from './scanner';

export interface DependencyAllowance {
  package: string;
  rules: RuleId[];
  reason: string;
}

export const DEPENDENCY_ALLOWANCES: readonly DependencyAllowance[] = [
  {
    package: 'pdfjs-dist',
    rules: ['fetch', 'url', 'node-network-module'],
    reason:
      'PDF.js fetches only when given a URL (getDocument({ url })); the engine passes the file bytes (getDocument({ data })) and reads cMaps/fonts from disk. URLs are its own test/link-parsing strings.',
  },
  {
    package: '@napi-rs/canvas',
    rules: ['node-network-module', 'url'],
    reason: 'loadImage(url) downloads only when called with an http(s) URL; Garim never calls it (PDF.js loads it for DOMMatrix/Path2D). The URL is an npm issue link in an error message.',
  },
  { package: 'zod', rules: ['url'], reason: 'IPv6 validation builds `http://[addr]` to call URL.canParse; nothing is requested.' },
  { package: 'iconv-lite', rules: ['url'], reason: 'Wiki links inside deprecation messages.' },
  { package: 'tokenizers', rules: ['url'], reason: 'An npm issue link inside the "native binding not found" message.' },
];

export function isAllowed(pkg: string, rule: RuleId): DependencyAllowance | undefined {
  return DEPENDENCY_ALLOWANCES.find((a) => a.package === pkg && a.rules.includes(rule));
}
