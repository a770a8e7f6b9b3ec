// Plain data shared by every part of the engine, the CLI, the utility process and (as types only) the UI.
// Offsets are UTF-16 code-unit offsets into the original text, as JS strings index them.

export type Tier = 'direct' | 'quasi';

/** Where a span came from. `propagated`: another mention of an entity found by model or rule. */
export type SpanSource = 'model' | 'rule' | 'propagated' | 'user';

/** The second taxonomy level (models/taxonomy.json `categories[].id`). */
export type CategoryId =
  | 'PERSON'
  | 'ID_NUMBER'
  | 'CONTACT'
  | 'FINANCIAL'
  | 'VEHICLE'
  | 'ONLINE'
  | 'ADDRESS'
  | 'ORGANIZATION'
  | 'BUSINESS'
  | 'INSTITUTION'
  | 'PLACE'
  | 'REGION'
  | 'SERVICE'
  | 'PRODUCT'
  | 'CULTURE'
  | 'OTHER_NUMBER';

export interface Span {
  start: number;
  end: number;
  /** text.slice(start, end) of the original — sensitive, never persisted by default. */
  text: string;
  /** Fine label (third taxonomy level), e.g. `내국인이름`, `주민등록번호`. */
  label: string;
  category: CategoryId;
  tier: Tier;
  /** 0..1; rules that validated a checksum report 1. */
  score: number;
  source: SpanSource;
  /** Index into DeidResult.entities once grouped. */
  entityId?: string;
  /** Why a rule fired or how the merge decided (shown on hover). */
  reason?: string;
  /** A role found from context: judge, prosecutor, attorney… (kept by default under the court operator). */
  role?: Role;
}

export type Role = 'judge' | 'prosecutor' | 'attorney' | 'law_firm' | 'state_body' | 'local_government' | 'public_institution';

export type OperatorName = 'court' | 'tag' | 'mask' | 'remove' | 'keep';

export interface Entity {
  id: string;
  category: CategoryId;
  label: string;
  tier: Tier;
  /** Indices into DeidResult.spans. */
  mentions: number[];
  /** Longest surface form of the referent — sensitive. */
  canonical: string;
  /** What replaces it under the chosen operator (`A`, `[성명]`, `계좌번호 1 생략`…); equal to canonical when kept. */
  pseudonym: string;
  operator: OperatorName;
  role?: Role;
}

/** One replaced stretch: original [start,end) became redacted [redactedStart,redactedEnd). Sorted, non-overlapping. */
export interface OffsetSegment {
  start: number;
  end: number;
  redactedStart: number;
  redactedEnd: number;
  spanIndex: number;
}

export interface DeidResult {
  text: string;
  spans: Span[];
  entities: Entity[];
  redactedText: string;
  offsetMap: OffsetSegment[];
  modelVersion: string;
  timings: { detectMs: number; redactMs: number };
  /** What still looks like an identifier after redaction but no span covers (native/redact/suspects.ts). */
  suspects?: Suspect[];
}

/** Why something was left as a suspect. */
export type SuspectKind =
  | 'role-word'
  | 'name-pattern'
  | 'ocr-low-confidence'
  | 'model-doubt'
  | 'digit-group'
  | 'latin-handle'
  | 'email-like'
  | 'redacted-elsewhere';

/** An unredacted stretch worth a reviewer's look; `text` is sensitive like Span.text. */
export interface Suspect {
  start: number;
  end: number;
  text: string;
  kind: SuspectKind;
  /** Human-readable why (`role: 소외 (a word the role rule skips)`), never the original string. */
  detail: string;
  /** What it becomes when accepted (or under --strict). */
  label: string;
  category: CategoryId;
}

export type Device = 'cpu' | 'cuda' | 'dml';

export interface RedactOptions {
  /** Operator per category; default `court` for all. */
  operators?: Partial<Record<CategoryId, OperatorName>>;
  /** Roles kept under `court` (default: all roles kept, as 재일 2014-2 keeps judges, prosecutors, attorneys, state bodies). */
  keepRoles?: Partial<Record<Role, boolean>>;
  /** `remove` operator: delete the text (default) or fill with █ of the same length. */
  removeStyle?: 'delete' | 'blocks';
}

export interface DetectOptions {
  /** Model spans below this score are dropped (default from manifest, else 0.5). */
  minScore?: number;
  signal?: AbortSignal;
  onProgress?: (p: Progress) => void;
  /** Called once with the words the model nearly marked (model/model-doubts.ts), when a model ran. */
  onDoubts?: (doubts: readonly ModelDoubt[]) => void;
  /** The runner-up probability that makes a doubt (default the runner's DOUBT_FLOOR); for measurement. */
  doubtFloor?: number;
}

/** A word the model nearly marked: an identifier label came close second, or its span scored under the bar. */
export interface ModelDoubt {
  start: number;
  end: number;
  label: string;
  category: CategoryId;
  /** The runner-up's probability, or the low span's score. */
  score: number;
}

/** A stretch of the text its reader was unsure of (an OCR word), with the reader's confidence (0–100). */
export interface UncertainWord {
  start: number;
  end: number;
  confidence: number;
}

export type DeidOptions = RedactOptions &
  DetectOptions & {
    /** Redact the suspects too (CLI `--strict`); they are then spans with reason `suspect: …`. */
    strict?: boolean;
    /** Words the reader was unsure of (OCR below its confidence bar): offered as suspects when no span covers them. */
    uncertain?: readonly UncertainWord[];
  };

export interface Progress {
  stage: 'loading-model' | 'reading' | 'detecting' | 'redacting' | 'writing' | 'verifying' | 'done';
  /** 0..1 within the stage, when known. */
  fraction?: number;
  message?: string;
}
