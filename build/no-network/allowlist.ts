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
  {
    package: '@embedpdf/pdfium',
    rules: ['fetch', 'url'],
    reason:
      "Emscripten's loader fetches pdfium.wasm only when no wasmBinary is given; native/formats/pdf/pdfium.ts reads the wasm from the package and passes it, so DEFAULT_PDFIUM_WASM_URL is never used.",
  },
  { package: 'pdf-lib', rules: ['fetch', 'url'], reason: 'fetch() appears only in doc-comment examples; the URLs are licence and project links.' },
  {
    package: 'brotli',
    rules: ['fetch', 'url'],
    reason: "Emscripten loader of @foliojs-fork/fontkit's WOFF2 decoder (XHR for a .mem file in browsers); Garim embeds a TTF, never WOFF2, and in Node the decoder is inlined.",
  },
  {
    package: 'tesseract.js',
    rules: ['fetch', 'url', 'network-package'],
    reason:
      'Fetches traineddata or the core from a CDN only when langPath/corePath are unset or URLs, and images only when given a URL; native/formats/ocr/tesseract.ts always passes local paths from node_modules and image bytes. test/integration/formats/ocr.test.ts runs OCR with the network blocked in every thread.',
  },
  {
    package: 'node-fetch',
    rules: ['fetch', 'url', 'node-network-module'],
    reason: "tesseract.js's fallback when global.fetch is missing, used only for URL langPath/corePath/images, which Garim never passes (see tesseract.js).",
  },
  {
    package: 'tesseract.js-core',
    rules: ['fetch'],
    reason: "Emscripten loader: fetches the wasm only in browsers; under Node it reads the .wasm beside it, and Garim's corePath is the package folder.",
  },
  {
    package: 'utif',
    rules: ['fetch'],
    reason: 'UTIF.replaceIMG/_imgLoaded fetch <img> sources by XMLHttpRequest in a browser page; Garim calls only decode, decodeImage and toRGBA8 on the bytes it read (native/formats/image/tiff.ts).',
  },
  { package: 'zod', rules: ['url'], reason: 'IPv6 validation builds `http://[addr]` to call URL.canParse; nothing is requested.' },
  { package: 'iconv-lite', rules: ['url'], reason: 'Wiki links inside deprecation messages.' },
  { package: 'tokenizers', rules: ['url'], reason: 'An npm issue link inside the "native binding not found" message.' },
];

export function isAllowed(pkg: string, rule: RuleId): DependencyAllowance | undefined {
  return DEPENDENCY_ALLOWANCES.find((a) => a.package === pkg && a.rules.includes(rule));
}
