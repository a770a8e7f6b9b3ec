// Full-width forms (０-９, －, ＠…) and Unicode dashes fold to ASCII one code unit for one, so every offset found
// in the folded text is an offset into the original.

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63]/g;

export function foldForMatching(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(DASHES, '-')
    .replace(/[\u3000\u00A0\u2007\u202F]/g, ' ');
}
