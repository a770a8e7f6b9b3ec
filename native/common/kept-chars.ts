// A text with some characters left out, and where each kept character stood: a number read across its separators
// (redact/token-match.ts), a range read across a wrapped line's breaks (rules/exclusions.ts). Platform-free
// (native/common/): both use this one copy.

export interface KeptChars {
  text: string;
  /** origin[i] = the index in the original of the kept text's i-th character. */
  origin: number[];
}

/** `text` without the characters at the indices `drop` answers true for. */
export function keptChars(text: string, drop: (i: number) => boolean): KeptChars {
  let out = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (drop(i)) continue;
    out += text[i];
    origin.push(i);
  }
  return { text: out, origin };
}
