export {
  createAppService,
  HISTORY_FILE,
  type AppService,
  type AppServiceOptions,
  type ServiceChannel,
} from './app-service';
export type {
  AppEngine,
  AppFormats,
  AppStore,
  EmitFn,
  EngineInfo,
  EngineLoader,
  StoreOpener,
  HistoryRecord,
} from './ports';
export { settingsFromJson, SETTINGS_FILE } from './settings-file';
export { pushRecent, RECENT_FILE, MAX_RECENT } from './recent-files';
export { buildReport, reportPathFor } from './report';
