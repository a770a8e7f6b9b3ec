// Every failure a user can meet is one of these classes: it names the file, says what is wrong and what to do,
// in Korean and English, so the CLI prints both and the UI shows the Korean.

export type ErrorCode =
  | 'FILE_NOT_FOUND'
  | 'FILE_EMPTY'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_FORMAT'
  | 'CORRUPT_DOCUMENT'
  | 'ENCRYPTED_DOCUMENT'
  | 'NOT_TEXT'
  | 'NO_TEXT_LAYER'
  | 'UNSAFE_ARCHIVE'
  | 'MODEL_MISSING'
  | 'MODEL_TAMPERED'
  | 'MODEL_INVALID'
  | 'LEAK_DETECTED'
  | 'INVALID_INPUT'
  | 'CANCELLED'
  | 'STORE_ERROR';

export class GarimError extends Error {
  readonly code: ErrorCode;
  readonly file?: string;
  readonly messageKo: string;

  constructor(code: ErrorCode, messageKo: string, messageEn: string, file?: string, options?: { cause?: unknown }) {
    super(file ? `${file}: ${messageEn}` : messageEn, options);
    this.name = 'GarimError';
    this.code = code;
    this.file = file;
    this.messageKo = file ? `${file}: ${messageKo}` : messageKo;
  }

  /** Both languages, for the CLI. */
  get bilingual(): string {
    return `${this.messageKo}\n  ${this.message}`;
  }
}

export function isGarimError(e: unknown): e is GarimError {
  return e instanceof GarimError;
}
