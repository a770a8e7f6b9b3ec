// What was de-identified, when, with which model and decisions; reopen, delete, purge.
import { useCallback, useEffect, useState } from 'react';
import type { HistoryEntry } from '../../electron/ipc-contract';
import { call, errorText, garim } from '../api/garim';
import { useI18n } from '../i18n/I18nContext';
import { categoryName, type CategoryId } from '../taxonomy/categories';

const PAGE = 100;

export function HistoryView({ onReopen }: { onReopen: (id: number) => void }) {
  const { t, language } = useI18n();
  const [query, setQuery] = useState('');
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const load = useCallback(
    async (q: string) => {
      try {
        setEntries(await call(garim()['history:list']({ query: q || undefined, limit: PAGE, offset: 0 })));
        setError(null);
      } catch (e) {
        setError(errorText(e, language));
      }
    },
    [language],
  );

  useEffect(() => {
    const timer = setTimeout(() => void load(query), 200);
    return () => clearTimeout(timer);
  }, [query, load]);

  const remove = async (id: number) => {
    try {
      await call(garim()['history:delete']({ id }));
      await load(query);
    } catch (e) {
      setError(errorText(e, language));
    }
  };

  const purge = async () => {
    setConfirming(false);
    try {
      await call(garim()['history:purge']());
      await load(query);
    } catch (e) {
      setError(errorText(e, language));
    }
  };

  const when = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(language === 'ko' ? 'ko-KR' : 'en-GB');
  };

  return (
    <section className="history-view" data-testid="history-view">
      <header className="row">
        <h2>{t('history')}</h2>
        <input
          type="search"
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="history-search"
        />
        {confirming ? (
          <span className="confirm" role="alertdialog" aria-label={t('purgeAll')}>
            {t('purgeConfirm')}
            <button type="button" className="danger" onClick={purge} data-testid="history-purge-confirm">
              {t('confirmPurge')}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </span>
        ) : (
          <button type="button" className="danger" onClick={() => setConfirming(true)} data-testid="history-purge">
            {t('purgeAll')}
          </button>
        )}
      </header>
      {error ? (
        <div className="error-inline" role="alert">
          {error}
        </div>
      ) : null}
      {entries && entries.length === 0 ? <p className="muted">{t('historyEmpty')}</p> : null}
      <ul className="history-list">
        {(entries ?? []).map((h) => (
          <li key={h.id} className="history-entry" data-testid="history-entry">
            <div className="row">
              <strong className="file-name" title={h.fileName}>
                {h.fileName.split(/[\\/]/).pop()}
              </strong>
              <span className="muted">{when(h.createdAt)}</span>
              <span className="muted">
                {h.format} · {t('model')} {h.modelVersion}
              </span>
            </div>
            <div className="history-counts">
              {Object.entries(h.countsByCategory).map(([c, n]) => (
                <span key={c} className={`chip cat-${c}`}>
                  {categoryName(c as CategoryId, language)} {n}
                </span>
              ))}
            </div>
            <div className="muted">{t('decisions', { ...h.decisions })}</div>
            {h.note ? <div className="note">{h.note}</div> : null}
            <div className="row">
              <button type="button" onClick={() => onReopen(h.id)} data-testid="history-reopen">
                {t('reopen')}
              </button>
              <button type="button" onClick={() => remove(h.id)} data-testid="history-delete">
                {t('delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
