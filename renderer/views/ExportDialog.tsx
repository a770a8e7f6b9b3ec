// Export: where to write, which report, whether to include the (sensitive) mapping table; then the
// engine's leak check and the paths written. A failed check lists the places a redacted mention still stands,
// shows them in the review, and redacts them all and exports again in one action.
import { useEffect, useState } from 'react';
import type { ExportResult, LeakOccurrence, Settings } from '../../electron/ipc-contract';
import { mentionsIn, type NameReplacement } from '../../native/common/output-name';
import { call, CallError, errorText, garim } from '../api/garim';
import { categoryName, labelName } from '../taxonomy/categories';
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
  /** Suspects neither accepted nor rejected: exported unredacted, so the dialog says how many. */
  unreviewedSuspects?: number;
  onExport: (request: ExportRequest) => Promise<ExportResult>;
  onClose: () => void;
  /** Scrolls the review to where a failed export's leaks stand. */
  onShowLeaks?: (leaks: readonly LeakOccurrence[]) => void;
  /** Redacts every leak as a user span (the next onExport includes them). */
  onFixLeaks?: (leaks: readonly LeakOccurrence[]) => void;
}

export function ExportDialog({ defaultName, redacted, defaultReport, unreviewedSuspects = 0, onExport, onClose, onShowLeaks, onFixLeaks }: Props) {
  const { t, language } = useI18n();
  const [outputPath, setOutputPath] = useState('');
  const [report, setReport] = useState(defaultReport);
  const [includeMapping, setIncludeMapping] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ExportResult | null>(null);
  const noteMentions = mentionsIn(note, redacted);
  const [error, setError] = useState<string | null>(null);
  const [leaks, setLeaks] = useState<readonly LeakOccurrence[] | null>(null);
  const [fixed, setFixed] = useState(0);
  // Set after "redact them all": the export runs again once the review has re-rendered with the new spans.
  const [retry, setRetry] = useState(false);

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
    setLeaks(null);
    try {
      setResult(await onExport({ outputPath, report, includeMapping, note }));
    } catch (e) {
      setError(errorText(e, language));
      if (e instanceof CallError && e.leaks?.length) {
        setLeaks(e.leaks);
        onShowLeaks?.(e.leaks);
      }
    } finally {
      setBusy(false);
    }
  };

  const fixLeaks = () => {
    if (!leaks || !onFixLeaks) return;
    onFixLeaks(leaks);
    setFixed((n) => n + leaks.length);
    setRetry(true);
  };

  useEffect(() => {
    if (!retry) return;
    setRetry(false);
    void run();
    // run() reads the onExport of this render, which already carries the added spans.
  }, [retry, onExport]);

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
        {unreviewedSuspects > 0 ? (
          <div className="warning" role="note" data-testid="export-suspects">
            {t('exportSuspects', { n: unreviewedSuspects })}
          </div>
        ) : null}
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
        {leaks ? (
          <div className="export-leaks" role="alert" data-testid="export-leaks">
            <strong>{t('leaksTitle', { n: leaks.length })}</strong>
            <ul>
              {leaks.map((l) => (
                <li key={`${l.start}:${l.end}`} data-testid="export-leak-item">
                  {t('leaksItem', { category: categoryName(l.category, language), label: labelName(l.label, language), start: l.start, end: l.end })}
                </li>
              ))}
            </ul>
            <div className="row">
              {onShowLeaks ? (
                <button type="button" onClick={() => onShowLeaks(leaks)} data-testid="export-leaks-show">
                  {t('leaksShow')}
                </button>
              ) : null}
              {onFixLeaks ? (
                <button type="button" className="primary" onClick={fixLeaks} disabled={busy} data-testid="export-leaks-fix">
                  {t('leaksFix')}
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
        {fixed && !leaks ? (
          <div className="muted" data-testid="export-leaks-fixed">
            {t('leaksFixed', { n: fixed })}
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
