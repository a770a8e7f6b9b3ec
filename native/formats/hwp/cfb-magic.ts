// OLE2 compound file signature, shared by HWP 5.0 and legacy Office files.
const MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function isCfb(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && MAGIC.every((b, i) => bytes[i] === b);
}
