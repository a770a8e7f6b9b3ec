// What a log line may say about a URL: its scheme and host, never its path. A dropped judgment arrives as
// file:///…/판결문_박호미.txt, and logs outlive the session on a shared PC.
export function urlForLog(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '(unparsable URL)';
  }
  if (parsed.protocol === 'file:') return 'file: (path withheld)';
  return parsed.host ? `${parsed.protocol}//${parsed.host}/…` : `${parsed.protocol} (withheld)`;
}
