// Operators per category, roles kept, device, language, originals, default report.
import { useState } from 'react';
import type { Settings } from '../../electron/ipc-contract';
import { useI18n } from '../i18n/I18nContext';
import { CATEGORY_LIST } from '../taxonomy/categories';
import type { MessageKey } from '../i18n/translate';
import { ReportFormatSelect } from './ReportFormatSelect';

const OPERATORS = ['court', 'tag', 'mask', 'remove', 'keep'] as const;
const ROLES = [
  'judge',
  'prosecutor',
  'attorney',
  'law_firm',
  'state_body',
  'local_government',
  'public_institution',
] as const;

export function SettingsView({ settings, onSave }: { settings: Settings; onSave: (s: Settings) => Promise<boolean> }) {
  const { t, language } = useI18n();
  const [draft, setDraft] = useState<Settings>(settings);
  const [saved, setSaved] = useState(false);
  const set = (patch: Partial<Settings>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const operators = draft.redact.operators ?? {};
  const keepRoles = draft.redact.keepRoles ?? {};
  return (
    <form
      className="settings-view"
      data-testid="settings-view"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(await onSave(draft));
      }}
    >
      <h2>{t('settings')}</h2>
      <fieldset>
        <legend>{t('operators')}</legend>
        <div className="operator-grid">
          {CATEGORY_LIST.map((c) => (
            <label key={c.id} className="field">
              <span>
                <span className={`swatch cat-${c.id}`} aria-hidden="true" /> {language === 'ko' ? c.ko : c.en}
              </span>
              <select
                value={operators[c.id] ?? 'court'}
                data-testid={`operator-${c.id}`}
                onChange={(e) =>
                  set({
                    redact: {
                      ...draft.redact,
                      operators: { ...operators, [c.id]: e.target.value as (typeof OPERATORS)[number] },
                    },
                  })
                }
              >
                {OPERATORS.map((o) => (
                  <option key={o} value={o}>
                    {t(`operator.${o}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('keepRoles')}</legend>
        <div className="roles-grid">
          {ROLES.map((r) => (
            <label key={r} className="field checkbox">
              <input
                type="checkbox"
                checked={keepRoles[r] ?? true}
                onChange={(e) =>
                  set({ redact: { ...draft.redact, keepRoles: { ...keepRoles, [r]: e.target.checked } } })
                }
              />
              <span>{t(`role.${r}` as MessageKey)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <label className="field">
          <span>{t('device')}</span>
          <select
            value={draft.device}
            onChange={(e) => set({ device: e.target.value as Settings['device'] })}
            data-testid="settings-device"
          >
            {(['cpu', 'cuda', 'dml'] as const).map((d) => (
              <option key={d} value={d}>
                {t(`device.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('language')}</span>
          <select
            value={draft.language}
            onChange={(e) => set({ language: e.target.value as Settings['language'] })}
            data-testid="settings-language"
          >
            <option value="ko">한국어</option>
            <option value="en">English</option>
          </select>
        </label>
        <label className="field checkbox">
          <input
            type="checkbox"
            checked={draft.keepOriginals}
            onChange={(e) => set({ keepOriginals: e.target.checked })}
            data-testid="settings-keep-originals"
          />
          <span>
            {t('keepOriginals')} <span className="muted">{t('keepOriginalsHint')}</span>
          </span>
        </label>
        <label className="field checkbox">
          <input
            type="checkbox"
            checked={draft.keepNames}
            onChange={(e) => set({ keepNames: e.target.checked })}
            data-testid="settings-keep-names"
          />
          <span>
            {t('keepNames')} <span className="muted">{t('keepNamesHint')}</span>
          </span>
        </label>
        <label className="field">
          <span>{t('defaultReport')}</span>
          <ReportFormatSelect value={draft.reportFormat} onChange={(reportFormat) => set({ reportFormat })} />
        </label>
      </fieldset>
      <div className="row">
        <button type="submit" className="primary" data-testid="settings-save">
          {t('save')}
        </button>
        {saved ? <span role="status">{t('saved')}</span> : null}
      </div>
    </form>
  );
}
