'use client';
// Renders its children once the placeholder nears the screen: a chart below the table loads its
// library when a person scrolls to it, not while the page is becoming interactive.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function WhenVisible({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || shown) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [shown]);
  return shown ? children : <div ref={ref} style={{ height }} aria-hidden />;
}
