// The shell: navigation, opening documents (dialog, drop, recent, OS), progress and cancel, menu
// commands from main, language, and the ready signal tests wait on.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppEvents, EngineStatus, OpenedDocument, Settings } from '../electron/ipc-contract';
import { CallError, call, errorText, garim } from './api/garim';
import { I18nContext } from './i18n/I18nContext';
import { translator } from './i18n/translate';
import { ErrorBanner } from './views/ErrorBanner';
import { ErrorBoundary } from './views/ErrorBoundary';
import { HistoryView } from './views/HistoryView';
import { OpenView } from './views/OpenView';
import { ProgressPanel } from './views/ProgressPanel';
import { ReviewView, type ReviewHandle } from './views/ReviewView';
import { SettingsView } from './views/SettingsView';

type View = 'start' | 'review' | 'history' | 'settings';

/** Used until settings:get answers (and if it fails): the contract's defaults. */
const FALLBACK_SETTINGS: Settings = {
  language: 'ko',
  device: 'cpu',
  redact: {},
  keepOriginals: false,
  reportFormat: 'json',
  keepNames: false,
};

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

export function App() {
  const [settings, setSettings] = useState<Settings>(FALLBACK_SETTINGS);
  const [engine, setEngine] = useState<EngineStatus | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [view, setView] = useState<View>('start');
  const [doc, setDoc] = useState<OpenedDocument | null>(null);
  const [opening, setOpening] = useState<{ name: string; progress: AppEvents['progress'] | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [about, setAbout] = useState(false);
  const review = useRef<ReviewHandle>(null);
  const docRef = useRef<OpenedDocument | null>(null);
  docRef.current = doc;

  const i18n = useMemo(() => ({ language: settings.language, t: translator(settings.language) }), [settings.language]);
  const { t, language } = i18n;

  useEffect(() => {
    document.documentElement.lang = settings.language;
  }, [settings.language]);

  useEffect(() => {
    let live = true;
    Promise.allSettled([call(garim()['settings:get']()), call(garim()['engine:status']())]).then(([s, e]) => {
      if (!live) return;
      const lang = s.status === 'fulfilled' ? s.value.language : 'ko';
      if (s.status === 'fulfilled') setSettings(s.value);
      // A missing or tampered model is said at once, not when the first document fails to open.
      const errors = [s, e].flatMap((r) => (r.status === 'rejected' ? [errorText(r.reason, lang)] : []));
      if (errors.length) setError(errors.join('\n'));
      if (e.status === 'fulfilled') setEngine(e.value);
      else setEngineFailed(true);
      document.body.dataset.ready = 'true';
    });
    return () => {
      live = false;
    };
  }, []);

  const openPath = useCallback(
    async (path: string) => {
      setError(null);
      setOpening({ name: baseName(path), progress: null });
      try {
        const opened = await call(garim()['document:open']({ path }));
        const previous = docRef.current;
        if (previous) void garim()['document:close']({ docId: previous.docId });
        setDoc(opened);
        setView('review');
      } catch (e) {
        if (!(e instanceof CallError && e.code === 'CANCELLED')) setError(errorText(e, language));
      } finally {
        setOpening(null);
      }
    },
    [language],
  );

  const openDialog = useCallback(async () => {
    try {
      const path = await call(garim()['dialog:open']());
      if (path) await openPath(path);
    } catch (e) {
      setError(errorText(e, language));
    }
  }, [openPath, language]);

  const reopen = async (id: number) => {
    setError(null);
    try {
      const opened = await call(garim()['history:reopen']({ id }));
      setDoc(opened);
      setView('review');
    } catch (e) {
      setError(errorText(e, language));
    }
  };

  const saveSettings = async (next: Settings): Promise<boolean> => {
    try {
      setSettings(await call(garim()['settings:set'](next)));
      const status = await call(garim()['engine:status']()).catch(() => null);
      if (status) setEngine(status);
      setEngineFailed(!status);
      return true;
    } catch (e) {
      setError(errorText(e, language));
      return false;
    }
  };

  useEffect(() => {
    const api = garim();
    const offProgress = api.on('progress', (p) => setOpening((o) => (o ? { ...o, progress: p } : o)));
    const offPath = api.on('open-path', ({ path }) => void openPath(path));
    const offMenu = api.on('menu', ({ command }) => {
      if (command === 'open') void openDialog();
      else if (command === 'history' || command === 'settings') setView(command);
      else if (command === 'about') setAbout(true);
      else if (review.current) {
        setView('review');
        review.current.command(command);
      }
    });
    return () => {
      offProgress();
      offPath();
      offMenu();
    };
  }, [openPath, openDialog]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'o') {
        e.preventDefault();
        void openDialog();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openDialog]);

  const onDrop = (e: React.DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (!file) return;
    let path = '';
    try {
      path = garim().pathForFile(file);
    } catch {
      path = '';
    }
    if (path) void openPath(path);
    else setError(t('dropNoPath'));
  };

  return (
    <I18nContext.Provider value={i18n}>
      <div
        className={dragging ? 'app dragging' : 'app'}
        onDragOver={(e) => {
          e.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={(e) => {
          if (e.currentTarget === e.target) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <header className="app-bar">
          <div className="brand">
            <strong>{t('appName')}</strong> <span className="muted">{t('appTagline')}</span>
          </div>
          <nav className="tabs" aria-label="main">
            <button
              type="button"
              className={view === 'review' || view === 'start' ? 'tab active' : 'tab'}
              onClick={() => setView(doc ? 'review' : 'start')}
              data-testid="nav-review"
            >
              {t('navReview')}
            </button>
            <button
              type="button"
              className={view === 'history' ? 'tab active' : 'tab'}
              onClick={() => setView('history')}
              data-testid="nav-history"
            >
              {t('navHistory')}
            </button>
            <button
              type="button"
              className={view === 'settings' ? 'tab active' : 'tab'}
              onClick={() => setView('settings')}
              data-testid="nav-settings"
            >
              {t('navSettings')}
            </button>
          </nav>
          <button type="button" onClick={openDialog} data-testid="open-button-bar" title={t('openShortcut')}>
            {t('open')}
          </button>
          <span className="engine-status muted" data-testid="engine-status" title={engine?.message}>
            {engine
              ? `${t('engine')}: ${engine.modelName === engine.modelVersion ? engine.modelName : `${engine.modelName} ${engine.modelVersion}`} · ${engine.device.toUpperCase()}`
              : t(engineFailed ? 'engineFailed' : 'engineNotReady')}
            {engine?.message ? ` — ${engine.message}` : ''}
          </span>
        </header>
        <ErrorBanner message={error} onDismiss={() => setError(null)} />
        {about ? (
          <div className="about" role="status">
            {t('about')}{' '}
            <button type="button" onClick={() => setAbout(false)}>
              {t('close')}
            </button>
          </div>
        ) : null}
        <main className="app-main">
          <ErrorBoundary message={t('viewCrashed')} retry={t('retry')}>
            {opening ? (
              <div className="modal-backdrop light">
                <ProgressPanel
                  progress={opening.progress}
                  fileName={opening.name}
                  onCancel={() =>
                    opening.progress && void garim()['document:cancel']({ docId: opening.progress.docId })
                  }
                />
              </div>
            ) : null}
            {view === 'start' || (view === 'review' && !doc) ? (
              <OpenView onOpenDialog={openDialog} onOpenPath={openPath} />
            ) : null}
            {doc ? (
              <div hidden={view !== 'review'} className="review-host">
                <ReviewView
                  key={doc.docId}
                  doc={doc}
                  settings={settings}
                  handle={review}
                  active={view === 'review' && !opening}
                />
              </div>
            ) : null}
            {view === 'history' ? <HistoryView onReopen={reopen} /> : null}
            {view === 'settings' ? <SettingsView settings={settings} onSave={saveSettings} /> : null}
          </ErrorBoundary>
        </main>
        {dragging ? <div className="drop-overlay">{t('dropHere')}</div> : null}
      </div>
    </I18nContext.Provider>
  );
}
