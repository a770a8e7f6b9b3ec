// settings.json in the data folder: validated on read (unknown or invalid fields fall back to their defaults, so
// a file from an older or newer version still loads) and written atomically.
import { join } from 'node:path';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '../../electron/ipc-contract';
import { readJsonFile, writeFileAtomic } from './atomic-file';

export const SETTINGS_FILE = 'settings.json';

/** Pure: the settings a parsed file describes, each field validated on its own. */
export function settingsFromJson(json: unknown): Settings {
  if (typeof json !== 'object' || json === null) return structuredClone(DEFAULT_SETTINGS);
  const fields = settingsSchema.shape;
  const result: Record<string, unknown> = structuredClone(DEFAULT_SETTINGS);
  for (const key of Object.keys(fields) as (keyof Settings)[]) {
    const parsed = fields[key].safeParse((json as Record<string, unknown>)[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as Settings;
}

export class SettingsFile {
  private readonly file: string;
  private cached: Settings | undefined;

  constructor(dataDir: string) {
    this.file = join(dataDir, SETTINGS_FILE);
  }

  async get(): Promise<Settings> {
    this.cached ??= settingsFromJson(await readJsonFile(this.file));
    return structuredClone(this.cached);
  }

  async set(settings: Settings): Promise<Settings> {
    const valid = settingsSchema.parse(settings);
    await writeFileAtomic(this.file, `${JSON.stringify(valid, null, 2)}\n`);
    this.cached = valid;
    return structuredClone(valid);
  }
}
