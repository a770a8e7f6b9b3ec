// electron-builder's file patterns, evaluated the way its filter does (app-builder-lib util/filter.js
// minimatchAll with { dot: true }): patterns in order, a later `!pattern` excludes, a later pattern re-includes.

/** Expands `{a,b}` (nested, empty alternatives allowed) into plain patterns. */
export function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  let depth = 0;
  const cuts: number[] = [];
  let close = -1;
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) {
        close = i;
        break;
      }
    } else if (c === ',' && depth === 1) cuts.push(i);
  }
  if (close < 0) return [pattern];
  const head = pattern.slice(0, open);
  const tail = pattern.slice(close + 1);
  const bounds = [open, ...cuts, close];
  const out: string[] = [];
  for (let k = 0; k < bounds.length - 1; k++) {
    const alt = pattern.slice(bounds[k] + 1, bounds[k + 1]);
    for (const rest of expandBraces(head + alt + tail)) out.push(rest);
  }
  return out;
}

function segmentToRegExp(glob: string): string {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const atStart = i === 0 || glob[i - 1] === '/';
        const atEnd = i + 2 === glob.length || glob[i + 2] === '/';
        if (atStart && atEnd) {
          // `**/` matches zero or more whole folders; a trailing `**` matches everything below.
          if (i + 2 === glob.length) re += '.*';
          else {
            re += '(?:[^/]*(?:/|$))*';
            i++; // the slash is consumed by the group
          }
          i++;
          continue;
        }
      }
      re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return re;
}

export interface Pattern {
  negate: boolean;
  source: string;
  regexps: RegExp[];
}

export function compilePattern(source: string): Pattern {
  const negate = source.startsWith('!');
  const body = negate ? source.slice(1) : source;
  // All brace alternatives in one RegExp: thousands of files are tested against dozens of patterns.
  const alternatives = expandBraces(body).map((p) => segmentToRegExp(p.replace(/\/+$/, '')));
  return { negate, source, regexps: [new RegExp(`^(?:${alternatives.join('|')})$`)] };
}

export function matchesPattern(relPath: string, pattern: Pattern): boolean {
  return pattern.regexps.some((r) => r.test(relPath));
}

/** Whether a file (path relative to the app folder, `/`-separated) is packed under these patterns. */
export function isIncluded(relPath: string, patterns: readonly Pattern[]): boolean {
  let match = false;
  for (const p of patterns) {
    if (match !== p.negate) continue;
    // A negated pattern "matches" what it does not name, as minimatch's negate does.
    match = p.negate ? !matchesPattern(relPath, p) : matchesPattern(relPath, p);
  }
  return match;
}
