// 가상화폐 지갑 주소: a wallet address names one holder as an account number does (the release marks it,
// `비트코인개인지갑`), and fraud judgments quote them (`비트코인 1A1zP1… 개인지갑으로 전송받아`). Bitcoin's Base58Check
// addresses (1…, 3…) and Bech32 ones (bc1…) carry a checksum: a valid one is certain whatever the words around it.
// An address that fails its checksum (a typo, an invented one) and the unchecked Ethereum (0x + 40 hex) and Tron (T…)
// forms need a word of coins or wallets nearby.
import { createHash } from 'node:crypto';
import type { Span } from '../types';
import { hasContextBefore } from './context';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const LABEL = '비트코인개인지갑';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

const LEGACY = /(?<![A-Za-z0-9])[13][1-9A-HJ-NP-Za-km-z]{24,33}(?![A-Za-z0-9])/g;
const SEGWIT = /(?<![A-Za-z0-9])bc1[02-9ac-hj-np-z]{8,87}(?![A-Za-z0-9])/gi;
const ETHEREUM = /(?<![A-Za-z0-9])0x[0-9a-fA-F]{40}(?![A-Za-z0-9])/g;
const TRON = /(?<![A-Za-z0-9])T[1-9A-HJ-NP-Za-km-z]{33}(?![A-Za-z0-9])/g;

// Coins, wallets and exchanges, before the address or right after it (`… 개인지갑으로`).
const COIN_WORDS = /비트코인|이더리움|테더|트론|리플|코인|가상화폐|가상자산|암호화폐|지갑|월렛|wallet|bitcoin|BTC|ETH|USDT/iu;
const WINDOW = 40;

function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** Base58Check: the last four bytes are the first four of the double SHA-256 of the rest. */
export function base58CheckValid(address: string): boolean {
  let n = 0n;
  for (const c of address) {
    const v = BASE58.indexOf(c);
    if (v < 0) return false;
    n = n * 58n + BigInt(v);
  }
  const hex = n.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  // Each leading '1' is a leading zero byte.
  const zeros = address.length - address.replace(/^1+/u, '').length;
  const bytes = Buffer.concat([Buffer.alloc(zeros), body]);
  if (bytes.length < 5) return false;
  const payload = bytes.subarray(0, -4);
  return sha256(sha256(payload)).subarray(0, 4).equals(bytes.subarray(-4));
}

function polymod(values: readonly number[]): number {
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i];
  }
  return chk >>> 0;
}

/** Bech32 (BIP 173, constant 1) or Bech32m (BIP 350) with the human-readable part `bc`. */
export function bech32Valid(address: string): boolean {
  const a = address.toLowerCase();
  if (a !== address && address.toUpperCase() !== address) return false;
  const sep = a.lastIndexOf('1');
  const hrp = a.slice(0, sep);
  const data = [...a.slice(sep + 1)].map((c) => BECH32.indexOf(c));
  if (hrp !== 'bc' || data.length < 7 || data.some((v) => v < 0)) return false;
  const expanded = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const check = polymod([...expanded, ...data]);
  return check === 1 || check === 0x2bc830a3;
}

export function findCryptoWallets(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  const coinsNear = (start: number, end: number) =>
    hasContextBefore(rt.folded, start, WINDOW, COIN_WORDS) || COIN_WORDS.test(rt.folded.slice(end, end + 12));
  // Each form, its checksum if it has one, and the length of its fixed prefix.
  const forms: readonly [RegExp, ((s: string) => boolean) | undefined, number, string][] = [
    [LEGACY, base58CheckValid, 1, 'Bitcoin address'],
    [SEGWIT, bech32Valid, 3, 'Bitcoin Bech32 address'],
    [ETHEREUM, undefined, 2, 'Ethereum address'],
    [TRON, undefined, 1, 'Tron address'],
  ];
  for (const [re, valid, prefix, what] of forms) {
    for (const m of rt.folded.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      // Letters and digits both after the prefix: a run of one kind is a word or a number, not an address.
      const body = m[0].slice(prefix);
      if (!/\d/u.test(body) || !/[A-Za-z]/u.test(body) || isExcluded(rt, start, end)) continue;
      if (valid?.(m[0])) {
        spans.push(ruleSpan(rt, start, end, LABEL, 1, `${what}, checksum ok`));
      } else if (coinsNear(start, end)) {
        spans.push(ruleSpan(rt, start, end, LABEL, 0.9, `${what} shape beside a word of coins or wallets`));
      }
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}
