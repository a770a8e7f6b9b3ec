// Where the CLI writes: injected so tests read exactly what a user would see.
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** True when stderr is a terminal: only then is a progress bar drawn. */
  errIsTTY: boolean;
}

export const processIo: CliIo = {
  out: (t) => void process.stdout.write(t),
  err: (t) => void process.stderr.write(t),
  errIsTTY: Boolean(process.stderr.isTTY),
};

/** A usage mistake: exit 2 with this message and the hint to read --help. */
export class UsageError extends Error {
  constructor(readonly messageKo: string, messageEn: string) {
    super(messageEn);
  }
}

// 130 = 128 + SIGINT, what a shell reports for a command stopped with Ctrl+C.
export const EXIT = { ok: 0, failed: 1, usage: 2, leak: 3, interrupted: 130 } as const;
