import * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';

interface ScrollRegionProps {
  /** What the box holds, e.g. a table's name; read out when the box can be scrolled. */
  label?: string;
  /** Classes for the frame (border, rounding, a max height); the scrolling box inside it fills it and scrolls down too past that height. */
  className?: string;
  /**
   * About how tall the box is, in pixels, for a box that may be long: it is then laid out and drawn only when near
   * the viewport (content-visibility), and this height stands in for it until then.
   */
  estimatedHeight?: number;
  children: React.ReactNode;
}

interface HiddenSides {
  start: boolean;
  end: boolean;
}

/**
 * A box that scrolls sideways when its content is wider than it, so a wide table never widens the
 * page. While some of the content is out of view, the side it is on fades out under a chevron, and
 * the box becomes a named region in the tab order so keyboard users can scroll it with the arrow keys.
 */
export function ScrollRegion({ label, className, estimatedHeight, children }: ScrollRegionProps) {
  const boxRef = React.useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(boxRef);
  const scrolls = hidden.start || hidden.end;

  return (
    <div
      className={cn('relative w-full min-w-0', className)}
      style={estimatedHeight === undefined ? undefined : { contentVisibility: 'auto', containIntrinsicSize: `auto ${Math.round(estimatedHeight)}px` }}
      data-scroll-region=""
    >
      <div
        ref={boxRef}
        className="max-h-[inherit] w-full overflow-x-auto rounded-[inherit] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? label : undefined}
        tabIndex={scrolls ? 0 : undefined}
      >
        {children}
      </div>
      <ScrollCue side="start" visible={hidden.start} onPage={() => scrollPage(boxRef.current, -1)} />
      <ScrollCue side="end" visible={hidden.end} onPage={() => scrollPage(boxRef.current, 1)} />
    </div>
  );
}

/** Most of a box's width sideways, leaving a column's worth in view for context. */
function scrollPage(box: HTMLElement | null, direction: 1 | -1): void {
  box?.scrollBy({ left: direction * box.clientWidth * 0.8, behavior: 'smooth' });
}

interface ScrollCueProps {
  side: keyof HiddenSides;
  visible: boolean;
  /** Scrolls towards this side; the chevron looks like a button, so a tap on it does so. */
  onPage(): void;
}

// Hidden from assistive technology: the region itself is focusable and scrolls with the arrow keys.
function ScrollCue({ side, visible, onPage }: ScrollCueProps) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  return (
    <div
      aria-hidden="true"
      data-scroll-cue={side}
      data-visible={visible}
      className={cn(
        'pointer-events-none absolute inset-y-0 flex w-10 items-start pt-2 transition-opacity duration-150',
        side === 'start' ? 'left-0 justify-start bg-linear-to-r' : 'right-0 justify-end bg-linear-to-l',
        'from-background via-background/80 to-transparent',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <span
        className={cn(
          'flex size-6 items-center justify-center rounded-full border bg-background text-muted-foreground shadow-sm',
          visible && 'pointer-events-auto cursor-pointer hover:text-foreground',
        )}
        onClick={onPage}
      >
        <Icon className="size-4" />
      </span>
    </div>
  );
}

/** Which sides of a scrolling box have content out of view, kept up to date as it scrolls or resizes. */
function useHiddenSides(boxRef: React.RefObject<HTMLDivElement | null>): HiddenSides {
  const [hidden, setHidden] = React.useState<HiddenSides>({ start: false, end: false });

  React.useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => {
      const overflow = box.scrollWidth - box.clientWidth;
      // A pixel of slack: zoomed pages report fractional widths.
      const start = box.scrollLeft > 1;
      const end = overflow - box.scrollLeft > 1;
      setHidden((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    box.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // The content changes width too (rows load, a page of the table changes). The observer's first report comes once
    // the box is laid out, before it is drawn: measuring here would lay the page out at once, and a box not yet near
    // the viewport (estimatedHeight) would be laid out for nothing. jsdom has no observer: measured here.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (!observer) measure();
    observer?.observe(box);
    for (const child of Array.from(box.children)) observer?.observe(child);
    return () => {
      box.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [boxRef]);

  return hidden;
}
