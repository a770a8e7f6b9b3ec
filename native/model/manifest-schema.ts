// The shape of models/<name>/manifest.json: everything the runner may assume about a model.
// The runner depends on nothing beyond this (no hard-coded shapes), so a user's own model drops in.
import { z } from 'zod';

const fileRef = z.object({
  /** Relative to the manifest's folder. */
  file: z.string().min(1),
  /** Lower-case hex sha256 of the file; verified before loading. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  name: z.string().min(1),
  version: z.string().min(1),
  model: fileRef,
  tokenizer: fileRef,
  /** ONNX graph input/output names. Inputs are int64 [batch, seq]; output float32 [batch, seq, labels.length]. */
  inputs: z.object({ ids: z.string(), mask: z.string().optional(), typeIds: z.string().optional() }),
  output: z.string(),
  /** Tokens per window, special tokens included. */
  maxLength: z.number().int().positive(),
  /** Tokens shared by two consecutive windows. */
  overlap: z.number().int().nonnegative(),
  /**
   * Set for a model whose output at a token depends only on the tokens within this distance and not on its
   * position (a convolution: its receptive field). The runner then reads long windows overlapping by twice this,
   * which gives every token its full context (as reading the whole document would) at a fraction of the overlap.
   */
  contextRadius: z.number().int().nonnegative().optional(),
  padId: z.number().int().nonnegative(),
  /** Optional special tokens wrapped around each window (BERT-style models). */
  clsId: z.number().int().nonnegative().optional(),
  sepId: z.number().int().nonnegative().optional(),
  /** `O`, `B-<x>`, `I-<x>` where <x> is a taxonomy fine label id or category id. */
  labels: z.array(z.string()).min(2),
  labelScheme: z.literal('BIO'),
  /** Spans whose mean token probability is below this are dropped. */
  minScore: z.number().min(0).max(1).default(0.5),
  license: z.string().optional(),
  training: z.record(z.string(), z.unknown()).optional(),
  metrics: z.record(z.string(), z.unknown()).optional(),
});

export type ModelManifest = z.infer<typeof manifestSchema>;
