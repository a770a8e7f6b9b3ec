// A strip beside the original showing where the spans are; click to jump there.
import { memo, useMemo } from 'react';
import type { ReviewSpan } from '../state/review-reducer';
import { useI18n } from '../i18n/I18nContext';

/** Marks are bucketed so a document with 10k spans still draws a few hundred elements. */
const BUCKETS = 400;

export const Minimap = memo(function Minimap({
  spans,
  length,
  onJump,
}: {
  spans: readonly ReviewSpan[];
  length: number;
  onJump: (offset: number) => void;
}) {
  const { t } = useI18n();
  const marks = useMemo(() => {
    const seen = new Map<string, { bucket: number; category: string; rejected: boolean }>();
    for (const s of spans) {
      const bucket = Math.floor((s.start / Math.max(1, length)) * BUCKETS);
      const rejected = s.status === 'rejected';
      const key = `${bucket}:${s.category}:${rejected}`;
      if (!seen.has(key)) seen.set(key, { bucket, category: s.category, rejected });
    }
    return [...seen.values()];
  }, [spans, length]);
  return (
    <div
      className="minimap"
      aria-label={t('minimap')}
      data-testid="minimap"
      onClick={(e) => {
        const r = e.currentTarget.getBoundingClientRect();
        onJump(Math.floor(((e.clientY - r.top) / Math.max(1, r.height)) * length));
      }}
    >
      {marks.map((m) => (
        <div
          key={`${m.bucket}:${m.category}:${m.rejected}`}
          className={`mark cat-${m.category}${m.rejected ? ' rejected' : ''}`}
          style={{ top: `${(m.bucket / BUCKETS) * 100}%` }}
        />
      ))}
    </div>
  );
});
