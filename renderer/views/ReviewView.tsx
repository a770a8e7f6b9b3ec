// The review screen: original with highlighted spans beside the live redacted preview, the entity
// panel, the current-span bar, manual additions, undo/redo and the keyboard.
import { useCallback, useEffect, useImperativeHandle, useMemo, useReducer, useRef, useState, type Ref } from 'react';
import type { ExportResult, LeakOccurrence, OpenedDocument, Redaction, Settings } from '../../electron/ipc-contract';
import { deidentifyFileName, nameReplacementsOf, type NameReplacement } from '../../native/common/output-name';
import { call, errorText, garim } from '../api/garim';
import { useI18n } from '../i18n/I18nContext';
import { decisionsOf, reviewCounts, spansToRedact } from '../state/decisions';
import {
  EMPTY_REVIEW,
  canRedo,
  canUndo,
  isRedacted,
  overlapsLive,
  reviewReducer,
  type ReviewSnapshot,
} from '../state/review-reducer';
import { NO_FILTER, groupEntities, nextMention, passesFilter, type ReviewFilter } from '../state/selectors';
import { categoryName, labelName, tierOf, type CategoryId } from '../taxonomy/categories';
import { splitLines } from '../text/lines';
import { toOriginalOffset, toRedactedOffset } from '../text/offset-map';
import { AddRedaction, type Selection } from './AddRedaction';
import { CategorySelect } from './CategorySelect';
import { EntityPanel } from './EntityPanel';
import { ExportDialog, type ExportRequest } from './ExportDialog';
import { Minimap } from './Minimap';
import { TextPane, type Highlight, type TextPaneHandle } from './TextPane';

export type ReviewCommand = 'export' | 'undo' | 'redo' | 'next' | 'previous' | 'accept' | 'reject';

export interface ReviewHandle {
  command(c: ReviewCommand): void;
}

interface Props {
  doc: OpenedDocument;
  settings: Settings;
  handle?: Ref<ReviewHandle>;
  /** False while another view covers the review: the keyboard then belongs to that view. */
  active: boolean;
}

/** Decisions come in bursts (J A J A…): one redaction request after the burst. */
const REDACT_DEBOUNCE_MS = 150;

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return (
    !!el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable)
  );
}

/** The suggested export name: de-identified like the text (`판결문_홍길동.txt` → `판결문_A_가림.txt`) unless kept. */
function exportName(name: string, redacted: readonly NameReplacement[], keepNames: boolean): string {
  const base = keepNames ? name : deidentifyFileName(name, redacted);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? `${base.slice(0, dot)}_가림${base.slice(dot)}` : `${base}_가림`;
}

export function ReviewView({ doc, settings, handle, active }: Props) {
  const { t, language } = useI18n();
  const [review, dispatch] = useReducer(reviewReducer, EMPTY_REVIEW);
  const [filter, setFilter] = useState<ReviewFilter>(NO_FILTER);
  const [preview, setPreview] = useState<{
    redaction: Redaction;
    snapshot: ReviewSnapshot | null;
    options: Settings['redact'];
  }>({
    redaction: { spans: doc.spans, entities: doc.entities, redactedText: doc.redactedText, offsetMap: doc.offsetMap },
    snapshot: null,
    options: settings.redact,
  });
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [addState, setAddState] = useState<{
    others: number | null;
    message: string | null;
    pending: OpenedDocument['spans'];
  }>({ others: null, message: null, pending: [] });
  const [exporting, setExporting] = useState(false);
  const redactedNames = useMemo(() => nameReplacementsOf(doc.text, preview.redaction), [doc.text, preview.redaction]);
  const original = useRef<TextPaneHandle>(null);
  const redacted = useRef<TextPaneHandle>(null);
  const leader = useRef<'original' | 'redacted'>('original');

  useEffect(() => {
    dispatch({ type: 'load', spans: doc.spans, suspects: doc.suspects ?? [] });
  }, [doc]);

  const spans = review.present.spans;
  const loaded = review.present !== EMPTY_REVIEW.present || doc.spans.length === 0;
  // The preview is current when it was computed for exactly this snapshot and these options.
  const previewCurrent =
    preview.options === settings.redact &&
    (preview.snapshot === review.present || (preview.snapshot === null && review.past.length === 0 && loaded));

  useEffect(() => {
    if (!loaded || previewCurrent) return;
    const snapshot = review.present;
    const options = settings.redact;
    let live = true;
    const timer = setTimeout(() => {
      call(garim()['document:redact']({ docId: doc.docId, spans: spansToRedact(snapshot.spans), options }))
        .then((redaction) => {
          if (!live) return;
          setPreview({ redaction, snapshot, options });
          setPreviewError(null);
        })
        .catch((e) => live && setPreviewError(errorText(e, language)));
    }, REDACT_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [review.present, settings.redact, doc.docId, loaded, previewCurrent, language]);

  const originalLines = useMemo(() => splitLines(doc.text), [doc.text]);
  const redactedText = preview.redaction.redactedText;
  const redactedLines = useMemo(() => splitLines(redactedText), [redactedText]);

  const highlights = useMemo<Highlight[]>(
    () =>
      spans.map((s) => ({
        start: s.start,
        end: s.end,
        id: s.id,
        className: `hl cat-${s.category} st-${s.status} src-${s.source}${s.suspect ? ' suspect' : ''}${passesFilter(s, filter) ? '' : ' dim'}`,
        title: [
          s.suspect ? t('tier.suspect') : '',
          `${categoryName(s.category, language)} · ${labelName(s.label, language)}`,
          `${t('score')} ${s.score.toFixed(2)} · ${t(`source.${s.source}`)} · ${t(`status.${s.status}`)}`,
          s.reason ? `${t('reason')}: ${s.reason}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      })),
    [spans, filter, language, t],
  );

  const redactedHighlights = useMemo<Highlight[]>(
    () =>
      preview.redaction.offsetMap.map((seg, i) => {
        const s = preview.redaction.spans[seg.spanIndex];
        return {
          start: seg.redactedStart,
          end: seg.redactedEnd,
          id: i,
          className: `hl repl cat-${s?.category ?? 'OTHER_NUMBER'}`,
          title: s ? categoryName(s.category, language) : undefined,
        };
      }),
    [preview.redaction, language],
  );

  const groups = useMemo(() => groupEntities(spans, preview.redaction, filter), [spans, preview.redaction, filter]);
  const presentCategories = useMemo(() => new Set(spans.map((s) => s.category)), [spans]);
  const counts = useMemo(() => reviewCounts(spans), [spans]);
  const cursor = spans.find((s) => s.id === review.cursorId) ?? null;
  const cursorRef = useRef(review.cursorId);
  cursorRef.current = review.cursorId;

  // The cursor's span is brought into view in both panes whenever the cursor moves (keys, clicks, menu).
  useEffect(() => {
    const s = review.present.spans.find((x) => x.id === review.cursorId);
    if (!s) return;
    original.current?.scrollToOffset(s.start, 'ifNeeded');
    redacted.current?.scrollToOffset(toRedactedOffset(preview.redaction.offsetMap, s.start), 'ifNeeded');
    // Only a cursor move scrolls; a decision on the same span must not pull the view back.
  }, [review.cursorId]);

  const jumpTo = useCallback((id: number | null) => {
    if (id !== null) dispatch({ type: 'cursor', id });
  }, []);

  const filterRef = useRef(filter);
  filterRef.current = filter;
  // Stable, and reading state only inside the reducer: a key pressed before React re-renders still acts on
  // the cursor as it is, not as an old closure saw it.
  const command = useCallback((c: ReviewCommand) => {
    switch (c) {
      case 'next':
      case 'previous':
        dispatch({ type: 'step', dir: c === 'next' ? 1 : -1, filter: filterRef.current });
        break;
      case 'accept':
      case 'reject':
        dispatch({ type: 'decideCursor', status: c === 'accept' ? 'accepted' : 'rejected', filter: filterRef.current });
        break;
      case 'undo':
      case 'redo':
        dispatch({ type: c });
        break;
      case 'export':
        setExporting(true);
        break;
    }
  }, []);

  useImperativeHandle(handle, () => ({ command }), [command]);

  // Stable callbacks keep the (memoized) entity panel from re-rendering on every keystroke.
  const onJumpEntity = useCallback((ids: readonly number[]) => jumpTo(nextMention(ids, cursorRef.current)), []);
  const onAcceptIds = useCallback((ids: readonly number[]) => dispatch({ type: 'accept', ids }), []);
  const onRejectIds = useCallback((ids: readonly number[]) => dispatch({ type: 'reject', ids }), []);
  const onMinimapJump = useCallback((o: number) => original.current?.scrollToOffset(o, 'center'), []);

  const keysLive = useRef(false);
  keysLive.current = active && !exporting;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!keysLive.current || isTyping(e.target) || e.altKey) return;
      const key = e.key.toLowerCase();
      const mod = e.ctrlKey || e.metaKey;
      let c: ReviewCommand | null = null;
      if (mod && key === 'z') c = e.shiftKey ? 'redo' : 'undo';
      else if (mod && key === 'y') c = 'redo';
      else if (mod) return;
      else if (key === 'j' || e.key === 'ArrowDown') c = 'next';
      else if (key === 'k' || e.key === 'ArrowUp') c = 'previous';
      else if (key === 'a') c = 'accept';
      else if (key === 'r' || key === 'x') c = 'reject';
      if (!c) return;
      e.preventDefault();
      command(c);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [command]);

  const onSelectText = (start: number, end: number, rect: DOMRect) => {
    setAddState({ others: null, message: null, pending: [] });
    setSelection({
      start,
      end,
      text: doc.text.slice(start, end),
      top: Math.min(rect.bottom + 6, window.innerHeight - 140),
      left: Math.min(rect.left, window.innerWidth - 340),
    });
  };

  const addSelection = async (category: CategoryId) => {
    if (!selection) return;
    if (overlapsLive(spans, selection.start, selection.end)) {
      setAddState((a) => ({ ...a, message: t('overlapExisting') }));
      return;
    }
    const tier = tierOf(category);
    const made = (start: number, end: number) => ({
      start,
      end,
      text: doc.text.slice(start, end),
      label: category,
      category,
      tier,
      score: 1,
      source: 'user' as const,
    });
    dispatch({ type: 'add', spans: [made(selection.start, selection.end)] });
    window.getSelection()?.removeAllRanges();
    try {
      const found = await call(garim()['document:findMentions']({ docId: doc.docId, text: selection.text }));
      const others = found
        .filter((m) => !(m.start === selection.start && m.end === selection.end))
        .filter((m) => !overlapsLive(spans, m.start, m.end) && !(m.start < selection.end && selection.start < m.end))
        .map((m) => made(m.start, m.end));
      if (others.length) setAddState({ others: others.length, message: null, pending: others });
      else setSelection(null);
    } catch (e) {
      setAddState({ others: null, message: errorText(e, language), pending: [] });
    }
  };

  const runExport = (r: ExportRequest): Promise<ExportResult> =>
    call(
      garim()['document:export']({
        docId: doc.docId,
        spans: spansToRedact(spans),
        decisions: decisionsOf(spans),
        options: settings.redact,
        outputPath: r.outputPath,
        report: r.report,
        includeMapping: r.includeMapping,
        note: r.note,
      }),
    );

  // A failed export's leaks: the review scrolls to the first, and "redact them all" adds each as a user span.
  const showLeaks = (leaks: readonly LeakOccurrence[]) => {
    if (leaks[0]) original.current?.scrollToOffset(leaks[0].start, 'center');
  };
  const fixLeaks = (leaks: readonly LeakOccurrence[]) =>
    dispatch({
      type: 'add',
      spans: leaks.map((l) => ({
        start: l.start,
        end: l.end,
        text: doc.text.slice(l.start, l.end),
        label: l.label,
        category: l.category,
        tier: tierOf(l.category),
        score: 1,
        source: 'user' as const,
        reason: 'leak fix: another occurrence of a redacted mention',
      })),
    });

  const syncFrom = (pane: 'original' | 'redacted') => (offset: number) => {
    if (leader.current !== pane) return;
    const map = preview.redaction.offsetMap;
    if (pane === 'original') redacted.current?.scrollToOffset(toRedactedOffset(map, offset), 'top');
    else original.current?.scrollToOffset(toOriginalOffset(map, offset), 'top');
  };

  return (
    <section
      className="review"
      data-testid="review"
      data-preview-state={previewError ? 'error' : previewCurrent ? 'idle' : 'pending'}
    >
      <header className="review-bar">
        <div className="doc-info">
          <strong className="doc-name" title={doc.path}>
            {doc.name}
          </strong>
          <span className="muted" data-testid="doc-format">
            {t('format')}: {doc.format}
            {doc.encoding ? ` · ${t('encoding')}: ${doc.encoding}` : ''} · {t('model')}: {doc.modelVersion}
          </span>
          {doc.warnings.length ? (
            <span className="warning" data-testid="doc-warnings" title={doc.warnings.join('\n')}>
              ⚠ {t('warnings')}: {doc.warnings.join(' / ')}
            </span>
          ) : null}
          {doc.ocr ? (
            <span className="warning" data-testid="doc-ocr" title={doc.ocr.lowConfidence.map((w) => doc.text.slice(w.start, w.end)).join(', ')}>
              {t('ocrConfidence', {
                pages: doc.ocr.pages.map((p) => `${p.page}: ${Math.round(p.confidence)}%`).join(', '),
                uncertain: doc.ocr.lowConfidence.length,
              })}
            </span>
          ) : null}
        </div>
        <div className="counts muted" data-testid="counts">
          {t('counts', { ...counts })}
          {counts.suspects > 0 ? (
            <span data-testid="suspect-count"> · {t('suspectCount', { n: counts.suspects, open: counts.suspectsUnreviewed })}</span>
          ) : null}
        </div>
        <div className="actions">
          <button
            type="button"
            onClick={() => command('undo')}
            disabled={!canUndo(review)}
            title="Ctrl+Z"
            data-testid="undo"
          >
            ↶ {t('undo')}
          </button>
          <button
            type="button"
            onClick={() => command('redo')}
            disabled={!canRedo(review)}
            title="Ctrl+Shift+Z"
            data-testid="redo"
          >
            ↷ {t('redo')}
          </button>
          <button type="button" className="primary" onClick={() => setExporting(true)} data-testid="export-open">
            {t('export')}
          </button>
        </div>
      </header>
      <div className="review-main">
        <EntityPanel
          groups={groups}
          filter={filter}
          presentCategories={presentCategories}
          onFilter={setFilter}
          onJumpEntity={onJumpEntity}
          onAccept={onAcceptIds}
          onReject={onRejectIds}
        />
        <div className="pane-column">
          <h2 className="pane-title">{t('original')}</h2>
          <div className="pane-with-map">
            <TextPane
              text={doc.text}
              lines={originalLines}
              highlights={highlights}
              activeId={review.cursorId}
              testId="original"
              label={t('original')}
              handle={original}
              onScrollOffset={syncFrom('original')}
              onUserScrollStart={() => (leader.current = 'original')}
              onHighlightClick={(id) => dispatch({ type: 'cursor', id })}
              onSelectText={onSelectText}
            />
            <Minimap spans={spans} length={doc.text.length} onJump={onMinimapJump} />
          </div>
        </div>
        <div className="pane-column">
          <h2 className="pane-title">
            {t('preview')} {previewCurrent ? null : <span className="muted">{t('previewUpdating')}</span>}
            {previewError ? <span className="error-inline">{previewError}</span> : null}
          </h2>
          <TextPane
            text={redactedText}
            lines={redactedLines}
            highlights={redactedHighlights}
            activeId={null}
            testId="redacted"
            label={t('preview')}
            handle={redacted}
            onScrollOffset={syncFrom('redacted')}
            onUserScrollStart={() => (leader.current = 'redacted')}
            onHighlightClick={(i) => {
              // A replacement in the preview leads back to the span it replaced.
              const seg = preview.redaction.offsetMap[i];
              const span =
                seg && spans.find((s) => s.start === seg.start && s.end === seg.end && isRedacted(s));
              if (span) jumpTo(span.id);
            }}
          />
        </div>
      </div>
      <footer className="current-bar" data-testid="current">
        {cursor ? (
          <>
            <span className="muted">{t('current')}:</span>
            <mark className={`hl cat-${cursor.category} st-${cursor.status}${cursor.suspect ? ' suspect' : ''}`} data-testid="current-text">
              {cursor.text}
            </mark>
            {cursor.suspect ? (
              <span className="suspect-badge" data-testid="current-suspect" title={cursor.reason}>
                {t('tier.suspect')}
              </span>
            ) : null}
            <span className="muted">
              {labelName(cursor.label, language)} · {t('score')} {cursor.score.toFixed(2)} ·{' '}
              {t(`source.${cursor.source}`)} · <span data-testid="current-status">{t(`status.${cursor.status}`)}</span>
            </span>
            <CategorySelect
              value={cursor.category}
              onChange={(c) => dispatch({ type: 'setCategory', ids: [cursor.id], category: c })}
              testId="current-category"
              label={t('changeCategory')}
            />
            <button type="button" onClick={() => command('accept')} data-testid="accept" title="A">
              {t('accept')} <kbd>A</kbd>
            </button>
            <button type="button" onClick={() => command('reject')} data-testid="reject" title="R / X">
              {t('reject')} <kbd>R</kbd>
            </button>
            {cursor.status !== 'pending' && cursor.source !== 'user' ? (
              <button type="button" onClick={() => dispatch({ type: 'reset', ids: [cursor.id] })}>
                {t('restore')}
              </button>
            ) : null}
          </>
        ) : (
          <span className="muted">{t('noSpan')}</span>
        )}
        <span className="shortcuts muted">{t('shortcuts')}</span>
      </footer>
      {selection ? (
        <AddRedaction
          key={`${selection.start}:${selection.end}`}
          selection={selection}
          others={addState.others}
          message={addState.message}
          onAdd={addSelection}
          onAddOthers={() => {
            dispatch({ type: 'add', spans: addState.pending });
            setSelection(null);
          }}
          onClose={() => setSelection(null)}
        />
      ) : null}
      {exporting ? (
        <ExportDialog
          defaultName={exportName(doc.name, redactedNames, settings.keepNames)}
          redacted={redactedNames}
          defaultReport={settings.reportFormat}
          unreviewedSuspects={counts.suspectsUnreviewed}
          onExport={runExport}
          onClose={() => setExporting(false)}
          onShowLeaks={showLeaks}
          onFixLeaks={fixLeaks}
        />
      ) : null}
    </section>
  );
}
