// A range of a text shrunk past the whitespace at both ends: a span never starts or ends on a space. Platform-free
// (native/common/): the model runner, the engine's model steps and the head-noun reader use this one copy.

export function trimRange(text: string, start: number, end: number): { start: number; end: number } {
  while (start < end && /\s/u.test(text[start])) start++;
  while (end > start && /\s/u.test(text[end - 1])) end--;
  return { start, end };
}
