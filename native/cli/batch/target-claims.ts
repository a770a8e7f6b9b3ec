// Output names handed out in input order even when documents finish out of order: `판결.txt` and a second
// `판결.txt` from another folder get the same ` (2)` suffix with --jobs 8 as with --jobs 1.
import path from 'node:path';
import { outputPathFor } from '../inputs';
import { UsageError } from '../io';

export interface ClaimContext {
  files: readonly string[];
  outDir: string;
  /** --recursive subfolder of each file under a folder argument. */
  subdirs: ReadonlyMap<string, string>;
}

interface Pending {
  extension: string;
  stem?: string;
  resolve(target: string): void;
  reject(e: unknown): void;
}

export class TargetClaims {
  private readonly taken = new Set<string>();
  private readonly inputs: Set<string>;
  private readonly pending = new Map<number, Pending>();
  /** Documents that ended (failed or cancelled) without asking for a name. */
  private readonly skipped = new Set<number>();
  private next = 0;

  constructor(private readonly ctx: ClaimContext) {
    this.inputs = new Set(ctx.files.map((f) => path.resolve(f)));
  }

  /** Resolves once every earlier document has claimed its name or ended. */
  claim(index: number, extension: string, stem?: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.pending.set(index, { extension, stem, resolve, reject });
      this.drain();
    });
  }

  /** A document ended: if it never claimed, later documents no longer wait for it. */
  settle(index: number): void {
    if (index >= this.next && !this.pending.has(index)) this.skipped.add(index);
    this.drain();
  }

  private drain(): void {
    for (;;) {
      if (this.skipped.delete(this.next)) {
        this.next++;
        continue;
      }
      const p = this.pending.get(this.next);
      if (!p) return;
      this.pending.delete(this.next);
      try {
        p.resolve(this.assign(this.next, p.extension, p.stem));
      } catch (e) {
        p.reject(e);
      }
      this.next++;
    }
  }

  private assign(index: number, extension: string, stem?: string): string {
    const file = this.ctx.files[index];
    const sub = this.ctx.subdirs.get(file);
    const target = outputPathFor(sub ? path.join(this.ctx.outDir, sub) : this.ctx.outDir, file, extension, this.taken, stem);
    if (this.inputs.has(path.resolve(target))) {
      throw new UsageError(`결과 파일이 입력 파일과 같은 경로입니다(${target}). 다른 결과 폴더를 -o로 지정해 주세요.`, `the output would overwrite an input (${target}). Choose another folder with -o.`);
    }
    return target;
  }
}
