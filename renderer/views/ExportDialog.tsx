// Export: where to write, which report, whether to include the (sensitive) mapping table; then the
// engine's leak check and the paths written.
import { useState } from 'react';
import type { ExportResult, Settings } from '../../electron/ipc-contract';
import { mentionsIn, type NameReplacement } from '../../native/common/output-name';
import { call, errorText, garim } from '../api/garim';
import { useI18n } from '../i18n/I18nContext';
import { ReportFormatSelect } from './ReportFormatSelect';

export interface ExportRequest {
  outputPath: string;
  report: Settings['reportFormat'];
  includeMapping: boolean;
  note: string;
}

interface Props {
  defaultName: string;
  /** What this document redacts: a note that repeats one is warned about (notes are stored as typed). */
  redacted: readonly NameReplacement[];
  defaultReport: Settings['reportFormat'];
  onExport: (request: ExportRequest) => Promise<ExportResult>;
  onClose: () => void;
}

export function ExportDialog({ defaultName, redacted, defaultReport, onExport, onClose }: Props) {
  const { t, language } = useI18n();
  const [outputPath, setOutputPath] = useState('');
  const [report, setReport] = useState(defaultReport);
  const [includeMapping, setIncludeMapping] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ExportResult | null>(null);
  const noteMentions = mentionsIn(note, redacted);
  const [error, setError] = useState<string | null>(null);

  const browse = async () => {
    setError(null);
    try {
      const p = await call(garim()['dialog:save']({ defaultName }));
      if (p) setOutputPath(p);
    } catch (e) {
      setError(errorText(e, language));
    }
  };

  const run = async () => {
    if (!outputPath) {
      setError(t('chooseOutput'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setResult(await onExport({ outputPath, report, includeMapping, note }));
    } catch (e) {
      setError(errorText(e, language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="export-title"
        data-testid="export-dialog"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          e.stopPropagation();
        }}
      >
        <h2 id="export-title">{t('exportTitle')}</h2>
        <label className="field">
          <span>{t('outputPath')}</span>
          <span className="row">
            <input
              type="text"
              value={outputPath}
              onChange={(e) => setOutputPath(e.target.value)}
              data-testid="export-path"
              spellCheck={false}
              autoFocus
            />
            <button type="button" onClick={browse} data-testid="export-browse">
              {t('browse')}
            </button>
          </span>
        </label>
        <label className="field">
          <span>{t('report')}</span>
          <ReportFormatSelect value={report} onChange={setReport} testId="export-report" />
        </label>
        <label className="field checkbox sensitive">
          <input
            type="checkbox"
            checked={includeMapping}
            onChange={(e) => setIncludeMapping(e.target.checked)}
            disabled={report === 'none'}
            data-testid="export-mapping"
          />
          <span>
            <strong>{t('includeMapping')}</strong>
            {includeMapping ? <span className="warning">{t('includeMappingWarning')}</span> : null}
          </span>
        </label>
        <label className="field">
          <span>{t('note')}</span>
          <textarea
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
            maxLength={2000}
            data-testid="export-note"
          />
        </label>
        {noteMentions.length ? (
          <div className="warning" role="alert" data-testid="export-note-warning">
            {t('noteMentions', { list: noteMentions.join(', ') })}
          </div>
        ) : null}
        {error ? (
          <div className="error-inline" role="alert" data-testid="export-error">
            {error}
          </div>
        ) : null}
        {result ? (
          <div
            className={result.leakCheck.ok ? 'export-result ok' : 'export-result fail'}
            data-testid="export-result"
            role="status"
          >
            <div data-testid="export-leak">
              {result.leakCheck.ok ? t('leakOk', { n: result.leakCheck.checkedParts }) : t('leakFail')}
            </div>
            <div data-testid="export-output">{t('exported', { path: result.outputPath })}</div>
            {result.reportPath ? <div>{t('reportSaved', { path: result.reportPath })}</div> : null}
            {result.note ? <div className="muted">{result.note}</div> : null}
          </div>
        ) : null}
        <div className="row end">
          <button type="button" onClick={onClose} data-testid="export-close">
            {t('close')}
          </button>
          <button type="button" className="primary" onClick={run} disabled={busy} data-testid="export-run">
            {busy ? t('exporting') : t('doExport')}
          </button>
        </div>
      </div>
    </div>
  );
}
