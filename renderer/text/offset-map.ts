// Position mapping between the original and the redacted text through the engine's offsetMap, so the two panes
// scroll together and a click in one finds the place in the other: the engine's own platform-free copy.
export {
  originalToRedacted as toRedactedOffset,
  redactedToOriginal as toOriginalOffset,
} from '../../native/common/offset-map';
