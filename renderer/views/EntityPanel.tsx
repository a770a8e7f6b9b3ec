// The side panel: entities grouped by category with counts and pseudonyms, the filter, bulk decisions.
import { memo, useState } from 'react';
import type { CategoryGroup, EntityGroup, ReviewFilter } from '../state/selectors';
import { CATEGORY_LIST, categoryName, type CategoryId } from '../taxonomy/categories';
import { useI18n } from '../i18n/I18nContext';

interface Props {
  groups: readonly CategoryGroup[];
  filter: ReviewFilter;
  presentCategories: ReadonlySet<CategoryId>;
  onFilter: (filter: ReviewFilter) => void;
  onJumpEntity: (spanIds: readonly number[]) => void;
  onAccept: (spanIds: readonly number[]) => void;
  onReject: (spanIds: readonly number[]) => void;
}

/** Long judgments have thousands of entities: each category lists this many until expanded. */
const ENTITY_PAGE = 50;

export const EntityPanel = memo(function EntityPanel({
  groups,
  filter,
  presentCategories,
  onFilter,
  onJumpEntity,
  onAccept,
  onReject,
}: Props) {
  const { t, language } = useI18n();
  const toggle = (id: CategoryId) => {
    const hidden = new Set(filter.hidden);
    if (hidden.has(id)) hidden.delete(id);
    else hidden.add(id);
    onFilter({ ...filter, hidden });
  };
  return (
    <aside className="entity-panel" data-testid="entity-panel">
      <fieldset className="filter">
        <legend>{t('filter')}</legend>
        <div className="tier-filter" role="radiogroup">
          {(['all', 'direct', 'quasi', 'suspect'] as const).map((tier) => (
            <label key={tier}>
              <input
                type="radio"
                name="tier"
                data-testid={`tier-${tier}`}
                checked={filter.tier === tier}
                onChange={() => onFilter({ ...filter, tier })}
              />
              {tier === 'all' ? t('tierAll') : t(`tier.${tier}`)}
            </label>
          ))}
        </div>
        <div className="category-filter">
          {CATEGORY_LIST.filter((c) => presentCategories.has(c.id)).map((c) => (
            <label key={c.id} className={`chip cat-${c.id}`}>
              <input
                type="checkbox"
                checked={!filter.hidden.has(c.id)}
                onChange={() => toggle(c.id)}
                data-testid={`filter-${c.id}`}
              />
              {language === 'ko' ? c.ko : c.en}
            </label>
          ))}
        </div>
      </fieldset>
      {groups.map((g) => (
        <section key={g.category} className="category-group" data-testid={`group-${g.category}`}>
          <h3>
            <span className={`swatch cat-${g.category}`} aria-hidden="true" />
            {categoryName(g.category, language)} <span className="count">{g.count}</span>
          </h3>
          <EntityList entities={g.entities} onJumpEntity={onJumpEntity} onAccept={onAccept} onReject={onReject} />
        </section>
      ))}
    </aside>
  );
});

function EntityList({
  entities,
  onJumpEntity,
  onAccept,
  onReject,
}: { entities: readonly EntityGroup[] } & Pick<Props, 'onJumpEntity' | 'onAccept' | 'onReject'>) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? entities : entities.slice(0, ENTITY_PAGE);
  return (
    <ul>
      {shown.map((e) => {
        const allRejected = e.rejected === e.spanIds.length;
        return (
          <li key={e.key} className={allRejected ? 'entity rejected' : 'entity'} data-testid="entity">
            <button type="button" className="entity-name" onClick={() => onJumpEntity(e.spanIds)} title={e.canonical}>
              <span className="entity-line">
                <span className="canonical">{e.canonical}</span>
                <span className="count">{t('mentions', { n: e.spanIds.length })}</span>
              </span>
              {e.pseudonym !== undefined ? <span className="pseudonym">→ {e.pseudonym || '∅'}</span> : null}
            </button>
            <span className="entity-actions">
              <button
                type="button"
                title={t('acceptAll')}
                aria-label={`${t('acceptAll')}: ${e.canonical}`}
                onClick={() => onAccept(e.spanIds)}
              >
                ✓
              </button>
              <button
                type="button"
                title={t('rejectAll')}
                aria-label={`${t('rejectAll')}: ${e.canonical}`}
                onClick={() => onReject(e.spanIds)}
              >
                ✕
              </button>
            </span>
          </li>
        );
      })}
      {entities.length > shown.length ? (
        <li>
          <button type="button" className="link" onClick={() => setExpanded(true)}>
            {t('showMore', { n: entities.length - shown.length })}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
