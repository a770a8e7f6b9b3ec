// A category picker, grouped by tier (direct identifiers first).
import { CATEGORY_LIST, type CategoryId } from '../taxonomy/categories';
import { useI18n } from '../i18n/I18nContext';

export function CategorySelect({
  value,
  onChange,
  testId,
  label,
}: {
  value: CategoryId;
  onChange: (c: CategoryId) => void;
  testId?: string;
  label: string;
}) {
  const { t, language } = useI18n();
  return (
    <select
      value={value}
      aria-label={label}
      data-testid={testId}
      onChange={(e) => onChange(e.target.value as CategoryId)}
    >
      {(['direct', 'quasi'] as const).map((tier) => (
        <optgroup key={tier} label={t(`tier.${tier}`)}>
          {CATEGORY_LIST.filter((c) => c.tier === tier).map((c) => (
            <option key={c.id} value={c.id}>
              {language === 'ko' ? c.ko : c.en}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
