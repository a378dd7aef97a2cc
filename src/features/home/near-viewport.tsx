import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** Settles on the visitor's first scroll, touch, click or key press: they are heading down the page. */
let engaged: Promise<void> | undefined;
function firstEngagement(): Promise<void> {
  return (engaged ??= new Promise<void>((resolve) => {
    const events = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    const done = () => {
      for (const e of events) removeEventListener(e, done, true);
      resolve();
    };
    for (const e of events) addEventListener(e, done, { capture: true, passive: true });
  }));
}

/**
 * Renders its children only once they come near the viewport, in a box of the reserved height:
 * the rows of cards below the fold cost nothing on the first screen (TBT, and their code is not
 * fetched), and nothing shifts. "Near" is within 300px once the visitor scrolls, touches or types
 * (the first screen alone, untouched, shows no row), or in the viewport itself.
 */
export function NearViewport({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    let live = true;
    let approaching = false;
    let moved = false;
    const show = () => live && setNear(true);
    void firstEngagement().then(() => {
      moved = true;
      if (approaching) show();
    });
    const io = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        approaching = entry.isIntersecting;
        const inView = entry.isIntersecting && entry.boundingClientRect.top < window.innerHeight && entry.boundingClientRect.bottom > 0;
        if (inView || (approaching && moved)) show();
      },
      { rootMargin: '300px 0px' },
    );
    io.observe(el);
    return () => {
      live = false;
      io.disconnect();
    };
  }, [near]);
  return (
    <div ref={box} style={{ minHeight: near ? undefined : minHeight }}>
      {near ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : null}
    </div>
  );
}
