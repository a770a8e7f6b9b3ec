// The start screen: open button, drop target, recent documents.
import { useEffect, useState } from 'react';
import { call, garim } from '../api/garim';
import { useI18n } from '../i18n/I18nContext';

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

export function OpenView({
  onOpenDialog,
  onOpenPath,
}: {
  onOpenDialog: () => void;
  onOpenPath: (path: string) => void;
}) {
  const { t } = useI18n();
  const [recent, setRecent] = useState<string[] | null>(null);

  useEffect(() => {
    let live = true;
    call(garim()['recent:list']())
      .then((r) => live && setRecent(r))
      .catch(() => live && setRecent([]));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="open-view" data-testid="open-view">
      <div className="drop-zone">
        <p>{t('openHint')}</p>
        <button type="button" className="primary big" onClick={onOpenDialog} data-testid="open-button" autoFocus>
          {t('open')} <kbd>{t('openShortcut')}</kbd>
        </button>
      </div>
      <h2>{t('recent')}</h2>
      {recent && recent.length === 0 ? <p className="muted">{t('recentEmpty')}</p> : null}
      <ul className="recent-list">
        {(recent ?? []).map((p) => (
          <li key={p}>
            <button type="button" className="link" title={p} onClick={() => onOpenPath(p)}>
              {baseName(p)}
            </button>
            <span className="muted path">{p}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
