export { findRuleSpans, RECOGNIZERS, type Recognizer } from './find-rule-spans';
export { findExclusions, type TextRange, type ExclusionKind } from './exclusions';
export { prepareRuleText, isExcluded, type RuleText } from './rule-text';
export { foldForMatching } from './normalize';
export { findResidentNumbers, rrnCheckDigit, alienCheckDigit } from './rrn';
export { findPhoneNumbers } from './phone';
export { findEmails } from './email';
