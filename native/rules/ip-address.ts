// IP주소: dotted IPv4 with every octet 0–255 and no leading zeros, and IPv6 (eight groups, or fewer with one
// `::`, optionally ending in an IPv4 quad).
import type { Span } from '../types';
import { hasContextBefore } from './context';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const IPV4 = /(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\d|\.\d)/g;
const IP_CONTEXT = /IP|아이피|접속|서버|로그|주소/i;
const IPV6 = /(?<![0-9A-Za-z:])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?![0-9A-Za-z:])/g;

export function isIpv4Octets(parts: readonly string[]): boolean {
  return parts.length === 4 && parts.every((p) => /^(?:0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

export function isIpv6(candidate: string): boolean {
  let s = candidate;
  const quad = /(?<=:)(?:\d{1,3}\.){3}\d{1,3}$/.exec(s);
  if (quad) {
    if (!isIpv4Octets(quad[0].split('.'))) return false;
    s = s.slice(0, quad.index) + '0:0';
  }
  const halves = s.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((h) => (h === '' ? [] : h.split(':')));
  if (!groups.every((g) => HEX_GROUP.test(g))) return false;
  // Fewer than three groups (`a::b`) is more likely punctuation than an address.
  return halves.length === 1 ? groups.length === 8 : groups.length >= 3 && groups.length <= 7;
}

export function findIpAddresses(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(IPV4)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isIpv4Octets(m.slice(1, 5)) || isExcluded(rt, start, end)) continue;
    const context = hasContextBefore(rt.folded, start, 30, IP_CONTEXT);
    // `3.1.2.4` without any network word is more likely section numbering than an address.
    if (!context && m.slice(1, 5).every((o) => o.length === 1)) continue;
    spans.push(ruleSpan(rt, start, end, 'IP주소', context ? 0.95 : 0.85, `IPv4: four octets 0-255${context ? ', network word in context' : ''}`));
  }
  for (const m of rt.folded.matchAll(IPV6)) {
    const start = m.index;
    const end = start + m[0].length;
    // A clock time (12:30:45) has no hex letters and no `::`; it cannot be eight groups either.
    if (!isIpv6(m[0])) continue;
    spans.push(ruleSpan(rt, start, end, 'IP주소', 0.95, 'IPv6: valid group structure'));
  }
  return spans.sort((a, b) => a.start - b.start);
}
