// The report format picker, shared by the export dialog and the default in settings.
import type { Settings } from '../../electron/ipc-contract';
import { useI18n } from '../i18n/I18nContext';

type ReportFormat = Settings['reportFormat'];

export function ReportFormatSelect({
  value,
  onChange,
  testId,
}: {
  value: ReportFormat;
  onChange: (r: ReportFormat) => void;
  testId?: string;
}) {
  const { t } = useI18n();
  return (
    <select value={value} onChange={(e) => onChange(e.target.value as ReportFormat)} data-testid={testId}>
      {(['none', 'json', 'csv'] as const).map((r) => (
        <option key={r} value={r}>
          {t(`report.${r}`)}
        </option>
      ))}
    </select>
  );
}
