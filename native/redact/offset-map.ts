export { originalToRedacted, redactedToOriginal } from '../common/offset-map';
