// A failure the user can act on, shown where it happened, never a crash.
import { useI18n } from '../i18n/I18nContext';

export function ErrorBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const { t } = useI18n();
  if (!message) return null;
  return (
    <div className="error-banner" role="alert" data-testid="error">
      <strong>{t('errorTitle')}</strong>
      <span className="error-text">{message}</span>
      <button type="button" onClick={onDismiss}>
        {t('dismiss')}
      </button>
    </div>
  );
}
