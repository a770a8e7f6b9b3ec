// Independent check-digit arithmetic for building test numbers (not imported from the code under test).

const d = (s: string) => [...s].map(Number);

export function withRrnCheck(first12: string): string {
  const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = d(first12).reduce((acc, x, i) => acc + x * w[i], 0);
  return first12 + ((11 - (sum % 11)) % 10);
}

/** The same 13 digits with a wrong last digit. */
export function breakLast(num: string): string {
  const last = Number(num[num.length - 1]);
  return num.slice(0, -1) + ((last + 1) % 10);
}

export function withBusinessCheck(first9: string): string {
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const x = d(first9);
  let sum = x.reduce((acc, v, i) => acc + v * w[i], 0);
  sum += Math.floor((x[8] * 5) / 10);
  return first9 + ((10 - (sum % 10)) % 10);
}

export function withCorporateCheck(first12: string): string {
  const sum = d(first12).reduce((acc, v, i) => acc + v * (i % 2 === 0 ? 1 : 2), 0);
  return first12 + ((10 - (sum % 10)) % 10);
}

export function withLuhn(body: string): string {
  for (let c = 0; c < 10; c++) {
    const digits = d(body + c).reverse();
    const sum = digits.reduce((acc, v, i) => acc + (i % 2 === 1 ? (v * 2 > 9 ? v * 2 - 9 : v * 2) : v), 0);
    if (sum % 10 === 0) return body + c;
  }
  throw new Error('unreachable');
}

export function hyphenate(digits: string, groups: number[]): string {
  const parts: string[] = [];
  let i = 0;
  for (const g of groups) {
    parts.push(digits.slice(i, i + g));
    i += g;
  }
  return parts.join('-');
}

/** [start, end) of `sub` in `text` (the n-th occurrence), for asserting exact offsets without counting by hand. */
export function at(text: string, sub: string, nth = 0): [number, number] {
  let i = -1;
  for (let k = 0; k <= nth; k++) {
    i = text.indexOf(sub, i + 1);
    if (i < 0) throw new Error(`test setup: ${sub} not in ${text}`);
  }
  return [i, i + sub.length];
}
