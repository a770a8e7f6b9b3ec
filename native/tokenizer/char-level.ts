// A fast path for the one tokenizer shape the bundled models use — NFC, one token per character (Split `[\s\S]`,
// Isolated), WordLevel — computed in JS instead of through the native binding's per-character pieces. It gives
// exactly the binding's ids and offsets (checked in test/unit/tokenizer/char-level.test.ts); anything it cannot
// reproduce (text that NFC changes, an added token such as `[UNK]` written in the text) goes to the binding.
import type { TokenizedText } from './tokenizer';

interface TokenizerJson {
  normalizer?: { type?: string } | null;
  pre_tokenizer?: { type?: string; pattern?: { Regex?: string; String?: string }; behavior?: string; invert?: boolean } | null;
  post_processor?: unknown;
  model?: { type?: string; vocab?: Record<string, number>; unk_token?: string };
  added_tokens?: { content: string }[];
}

export interface CharLevelTokenizer {
  /** Undefined when this text needs the general tokenizer. */
  encode(text: string): TokenizedText | undefined;
}

export function charLevelTokenizer(json: string): CharLevelTokenizer | undefined {
  let t: TokenizerJson;
  try {
    t = JSON.parse(json) as TokenizerJson;
  } catch {
    return undefined;
  }
  const pre = t.pre_tokenizer;
  const model = t.model;
  const shaped =
    t.normalizer?.type === 'NFC' &&
    pre?.type === 'Split' &&
    pre.pattern?.Regex === '[\\s\\S]' &&
    pre.behavior === 'Isolated' &&
    pre.invert === false &&
    (t.post_processor === null || t.post_processor === undefined) &&
    model?.type === 'WordLevel' &&
    model.vocab !== undefined &&
    model.unk_token !== undefined &&
    model.vocab[model.unk_token] !== undefined;
  if (!shaped) return undefined;
  const vocab = new Map(Object.entries(model.vocab!));
  const unk = model.vocab![model.unk_token!];
  const added = (t.added_tokens ?? []).map((a) => a.content).filter((c) => c.length > 0);
  return {
    encode(text) {
      if (added.some((a) => text.includes(a)) || text.normalize('NFC') !== text) return undefined;
      const ids: number[] = [];
      const offsets: [number, number][] = [];
      for (let i = 0; i < text.length; ) {
        const c = text.codePointAt(i)!;
        const len = c > 0xffff ? 2 : 1;
        ids.push(vocab.get(text.slice(i, i + len)) ?? unk);
        offsets.push([i, i + len]);
        i += len;
      }
      return { ids, offsets };
    },
  };
}
