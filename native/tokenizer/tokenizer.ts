// A Hugging Face tokenizer.json loaded through the native `tokenizers` binding (the only one that returns
// offsets). Nothing model-specific here: special tokens are the runner's job, from the manifest.
import { Tokenizer } from 'tokenizers';
import { GarimError } from '../errors';
import { charLevelTokenizer } from './char-level';
import { toUtf16Offsets } from './offsets';

export interface TokenizedText {
  ids: number[];
  /** [start, end) in UTF-16 code units of the original text. */
  offsets: [number, number][];
}

export interface TextTokenizer {
  encode(text: string): Promise<TokenizedText>;
  vocabSize: number;
}

/** `file` names the source in errors; `json` is the tokenizer.json content. */
export function tokenizerFromJson(json: string, file: string): TextTokenizer {
  let tokenizer: Tokenizer;
  try {
    tokenizer = Tokenizer.fromString(json);
  } catch (e) {
    throw new GarimError(
      'MODEL_INVALID',
      `토크나이저 파일을 읽을 수 없습니다 (${String((e as Error).message ?? e)}). 모델을 다시 설치해 주세요.`,
      `the tokenizer file cannot be read (${String((e as Error).message ?? e)}). Reinstall the model.`,
      file,
      { cause: e },
    );
  }
  // A user's tokenizer.json may carry truncation/padding for training; the runner windows the text itself.
  tokenizer.disableTruncation();
  tokenizer.disablePadding();
  const fast = charLevelTokenizer(json);
  return {
    vocabSize: tokenizer.getVocabSize(true),
    async encode(text: string): Promise<TokenizedText> {
      if (text.length === 0) return { ids: [], offsets: [] };
      const quick = fast?.encode(text);
      if (quick) return quick;
      const encoding = await tokenizer.encode(text, null, { addSpecialTokens: false });
      return { ids: encoding.getIds(), offsets: toUtf16Offsets(text, encoding.getOffsets()) };
    },
  };
}
