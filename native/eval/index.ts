export { evaluate, prf, TOKEN_DEFINITION } from './metrics';
export type { EvalDocument, EvalMetrics, GoldSpan, PredictedSpan, Prf, CategoryMetrics } from './metrics';
export { parseLabelled } from './labelled';
export type { LabelledDocument } from './labelled';
export { formatMetricsTable } from './table';
export { evaluateSlices, falseSpans, formatSliceTable } from './slices';
export type { SliceDocument, SliceMetrics, FalseSpan } from './slices';
