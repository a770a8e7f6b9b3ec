export { createEngine, DEFAULT_MODEL_DIR, RULES_ONLY } from './engine';
export type { Engine, EngineInfo, EngineOptions, SpanDetector } from './engine';
export { combineSpans, ruleInput, trimParticles } from './detect';
export { redact, findMentions, originalToRedacted, redactedToOriginal } from '../redact';
export type { Redaction } from '../redact';
