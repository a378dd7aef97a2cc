import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws its children once they come near the viewport, so the first screen's work is only what
 * the shopper sees (reviews and recommendations wait below the fold). Without
 * IntersectionObserver (tests, old browsers) the children are drawn at once. `id` keeps an in-page
 * link (#reviews) working before the section is drawn.
 */
export function InView({ children, minHeight, margin = '400px', id }: { children: ReactNode; minHeight: string; margin?: string; id?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !ref.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [shown, margin]);
  return shown ? <>{children}</> : <div ref={ref} id={id} style={{ minHeight }} aria-hidden />;
}
