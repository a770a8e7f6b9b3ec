// Opening a document: the engine's stage and fraction, with a cancel button.
import type { AppEvents } from '../../electron/ipc-contract';
import { useI18n } from '../i18n/I18nContext';
import type { MessageKey } from '../i18n/translate';

export function ProgressPanel({
  progress,
  fileName,
  onCancel,
}: {
  progress: AppEvents['progress'] | null;
  fileName: string;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const stage = progress ? t(`stage.${progress.stage}` as MessageKey) : t('stage.reading');
  const pct = progress?.fraction !== undefined ? Math.round(progress.fraction * 100) : undefined;
  return (
    <div className="progress-panel" role="status" aria-live="polite" data-testid="progress">
      <div className="progress-file">{fileName}</div>
      <div className="progress-stage">
        {stage}
        {pct !== undefined ? ` ${pct}%` : ''}
        {progress?.message ? ` — ${progress.message}` : ''}
      </div>
      <progress max={100} value={pct} />
      <button type="button" onClick={onCancel} disabled={!progress}>
        {t('cancel')}
      </button>
    </div>
  );
}
