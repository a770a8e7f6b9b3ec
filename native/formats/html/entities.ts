// The character references HWP's and Word's HTML exports actually use; unknown ones stay as written.
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', middot: '·', copy: '©', reg: '®', hellip: '…',
  ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', bull: '•',
  times: '×', divide: '÷', deg: '°', plusmn: '±', sect: '§', para: '¶', shy: '\u00ad', ensp: '\u2002', emsp: '\u2003',
  thinsp: '\u2009', trade: '™', larr: '←', rarr: '→', uarr: '↑', darr: '↓', middle: '·',
};

export function decodeHtmlEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,15});/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED[ref] ?? NAMED[ref.toLowerCase()] ?? whole;
  });
}

export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeHtmlAttribute(text: string): string {
  return escapeHtmlText(text).replace(/"/g, '&quot;');
}
