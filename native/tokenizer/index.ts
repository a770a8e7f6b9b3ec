export { tokenizerFromJson } from './tokenizer';
export type { TextTokenizer, TokenizedText } from './tokenizer';
export { codePointToUtf16Table, toUtf16Offsets } from './offsets';
export { PARTICLE_LIST, splitTrailingParticle, trimSpanParticles } from './particles';
export type { ParticleSplit } from './particles';
