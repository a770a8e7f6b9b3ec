export { openStore } from './open-store';
export { migrate, schemaVersion } from './migrate';
export { LATEST_VERSION, MIGRATIONS, type Migration } from './migrations';
export { KEY_BYTES } from './cipher';
export type {
  Decision,
  DecisionKind,
  HistoryDetail,
  HistoryEntry,
  HistoryStore,
  ListQuery,
  RecordInput,
  StoreOptions,
} from './types';
