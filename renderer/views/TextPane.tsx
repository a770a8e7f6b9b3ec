// A virtualized, highlighted text view: renders only the lines in view (300k-character judgments stay
// smooth), measures what it renders, and maps DOM selections back to document offsets.
import { useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { lineAt, type Line } from '../text/lines';
import { indexRanges, lineSegments, type Range } from '../text/segments';
import { estimateHeight, indexAtY, prefixOffsets, visibleRange } from '../text/virtual-layout';

export interface Highlight extends Range {
  id: number;
  className: string;
  title?: string;
}

export interface TextPaneHandle {
  /** Scrolls so that the character at offset is visible (centered unless already in view when `ifNeeded`). */
  scrollToOffset(offset: number, mode: 'top' | 'center' | 'ifNeeded'): void;
}

interface Props {
  text: string;
  lines: readonly Line[];
  /** Sorted by start. */
  highlights: readonly Highlight[];
  activeId: number | null;
  testId: string;
  label: string;
  handle?: Ref<TextPaneHandle>;
  /** The document offset at the top of the viewport, after each user scroll. */
  onScrollOffset?: (offset: number) => void;
  onHighlightClick?: (id: number) => void;
  onSelectText?: (start: number, end: number, rect: DOMRect) => void;
  onUserScrollStart?: () => void;
}

const ROW = 26;
const CHAR_PX = 15;
const OVERSCAN = 12;

function pointOffset(node: Node, offset: number): number | null {
  const el = node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element);
  const holder = el?.closest<HTMLElement>('[data-o]');
  if (holder) {
    const base = Number(holder.dataset.o);
    if (node.nodeType === Node.TEXT_NODE) return base + offset;
    return base + (offset > 0 ? (holder.textContent ?? '').length : 0);
  }
  const line = el?.closest<HTMLElement>('[data-line-start]');
  if (line) return Number(offset > 0 ? line.dataset.lineEnd : line.dataset.lineStart);
  return null;
}

export function TextPane({
  text,
  lines,
  highlights,
  activeId,
  testId,
  label,
  handle,
  onScrollOffset,
  onHighlightClick,
  onSelectText,
  onUserScrollStart,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ top: 0, height: 800, width: 700 });
  const [version, setVersion] = useState(0);
  const programmatic = useRef(false);

  const charsPerRow = Math.max(10, Math.floor((viewport.width - 48) / CHAR_PX));
  // Estimates for every line, replaced by measurements as lines are rendered; reset when the width changes.
  const heights = useMemo(() => {
    const h = new Float64Array(lines.length);
    lines.forEach((l, i) => (h[i] = estimateHeight(l.end - l.start, charsPerRow, ROW)));
    return h;
  }, [lines, charsPerRow]);
  const offsets = useMemo(() => prefixOffsets(heights), [heights, version]);
  const index = useMemo(() => indexRanges(highlights), [highlights]);
  const { first, last } = visibleRange(offsets, viewport.top, viewport.height, OVERSCAN);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () =>
      setViewport((v) =>
        v.height === el.clientHeight && v.width === el.clientWidth
          ? v
          : { ...v, height: el.clientHeight, width: el.clientWidth },
      );
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let changed = false;
    el.querySelectorAll<HTMLElement>('[data-line]').forEach((node) => {
      const i = Number(node.dataset.line);
      const h = node.offsetHeight;
      if (h > 0 && Math.abs(h - heights[i]) > 0.5) {
        heights[i] = h;
        changed = true;
      }
    });
    if (changed) setVersion((v) => v + 1);
  });

  const topOffset = useCallback(
    (scrollTop: number) => {
      if (!lines.length) return 0;
      const i = indexAtY(offsets, scrollTop);
      const l = lines[i];
      const within = heights[i] > 0 ? Math.min(1, Math.max(0, (scrollTop - offsets[i]) / heights[i])) : 0;
      return l.start + Math.floor(within * (l.end - l.start));
    },
    [lines, offsets, heights],
  );

  useImperativeHandle(
    handle,
    () => ({
      scrollToOffset(offset, mode) {
        const el = scroller.current;
        if (!el || !lines.length) return;
        const i = lineAt(lines, offset);
        const l = lines[i];
        const within = l.end > l.start ? (offset - l.start) / (l.end - l.start) : 0;
        const y = offsets[i] + Math.floor(within * Math.max(0, heights[i] - ROW));
        if (mode === 'ifNeeded' && y >= el.scrollTop && y + ROW <= el.scrollTop + el.clientHeight) return;
        const target = mode === 'top' ? y : y - el.clientHeight / 3;
        programmatic.current = true;
        el.scrollTop = Math.max(0, target);
        setViewport((v) => ({ ...v, top: el.scrollTop }));
      },
    }),
    [lines, offsets, heights],
  );

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    setViewport((v) => (v.top === el.scrollTop ? v : { ...v, top: el.scrollTop }));
    if (programmatic.current) {
      programmatic.current = false;
      return;
    }
    onScrollOffset?.(topOffset(el.scrollTop));
  };

  const onMouseUp = () => {
    if (!onSelectText) return;
    const sel = window.getSelection();
    if (!sel || sel.isCollapsed || !sel.rangeCount) return;
    const range = sel.getRangeAt(0);
    if (!scroller.current?.contains(range.commonAncestorContainer)) return;
    const a = pointOffset(range.startContainer, range.startOffset);
    const b = pointOffset(range.endContainer, range.endOffset);
    if (a === null || b === null) return;
    let start = Math.min(a, b);
    let end = Math.max(a, b);
    // Trim surrounding whitespace so a sloppy drag selects just the word.
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (end > start) onSelectText(start, end, range.getBoundingClientRect());
  };

  const rendered = [];
  for (let i = first; i <= last; i++) {
    const line = lines[i];
    const segs = lineSegments(index, line.start, line.end);
    rendered.push(
      <div className="line" key={i} data-line={i} data-line-start={line.start} data-line-end={line.end}>
        {segs.map((s, k) => {
          const str = text.slice(s.start, s.end);
          if (s.index < 0) {
            return (
              <span key={k} data-o={s.start}>
                {str}
              </span>
            );
          }
          const h = highlights[s.index];
          return (
            <mark
              key={k}
              data-o={s.start}
              data-hl={h.id}
              className={h.id === activeId ? `${h.className} active` : h.className}
              title={h.title}
              onClick={onHighlightClick ? () => onHighlightClick(h.id) : undefined}
            >
              {str}
            </mark>
          );
        })}
      </div>,
    );
  }

  const total = offsets[offsets.length - 1] ?? 0;
  const padTop = offsets[first] ?? 0;
  const padBottom = last >= first ? total - offsets[last + 1] : 0;

  return (
    <div
      className="text-pane"
      ref={scroller}
      data-testid={testId}
      aria-label={label}
      role="document"
      tabIndex={-1}
      onScroll={onScroll}
      onMouseUp={onMouseUp}
      onWheel={onUserScrollStart}
      onMouseEnter={onUserScrollStart}
    >
      <div className="text-body" style={{ paddingTop: padTop, paddingBottom: padBottom }}>
        {rendered}
      </div>
    </div>
  );
}
