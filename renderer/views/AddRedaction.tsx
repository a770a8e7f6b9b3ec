// Selecting text in the original offers a manual redaction; after adding, the other mentions of the same
// text (document:findMentions) are offered too.
import { useState } from 'react';
import type { CategoryId } from '../taxonomy/categories';
import { useI18n } from '../i18n/I18nContext';
import { CategorySelect } from './CategorySelect';

export interface Selection {
  start: number;
  end: number;
  text: string;
  top: number;
  left: number;
}

interface Props {
  selection: Selection;
  /** Other mentions found after adding; null before. */
  others: number | null;
  message: string | null;
  onAdd: (category: CategoryId) => void;
  onAddOthers: () => void;
  onClose: () => void;
}

export function AddRedaction({ selection, others, message, onAdd, onAddOthers, onClose }: Props) {
  const { t } = useI18n();
  const [category, setCategory] = useState<CategoryId>('PERSON');
  const preview = selection.text.length > 30 ? `${selection.text.slice(0, 30)}…` : selection.text;
  return (
    <div
      className="add-popover"
      role="dialog"
      aria-label={t('addRedaction')}
      data-testid="add-popover"
      style={{ top: selection.top, left: selection.left }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
        e.stopPropagation();
      }}
    >
      {others === null ? (
        <>
          <div>{t('addAs', { text: preview })}</div>
          <div className="row">
            <CategorySelect value={category} onChange={setCategory} testId="add-category" label={t('category')} />
            <button
              type="button"
              className="primary"
              data-testid="add-confirm"
              onClick={() => onAdd(category)}
              autoFocus
            >
              {t('add')}
            </button>
            <button type="button" onClick={onClose}>
              {t('cancel')}
            </button>
          </div>
        </>
      ) : (
        <>
          <div data-testid="add-others">{t('otherMentions', { n: others })}</div>
          <div className="row">
            <button type="button" className="primary" data-testid="add-others-confirm" onClick={onAddOthers} autoFocus>
              {t('addAllMentions')}
            </button>
            <button type="button" onClick={onClose}>
              {t('close')}
            </button>
          </div>
        </>
      )}
      {message ? <div className="muted">{message}</div> : null}
    </div>
  );
}
