'use client';
// The header's one piece of menu state: a button that shows or hides the panel under it (the phone's
// "Menu", a wide screen's group). The panel's links are rendered by the server and passed in. A tap or
// click outside, Escape, or following a link closes it.
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isActive } from './sections';

export function Disclosure({
  id,
  label,
  heading,
  className,
  buttonClass,
  idleButtonClass = '',
  activeButtonClass = '',
  panelClass,
  openPanelClass = '',
  closedPanelClass,
  hrefs = [],
  children,
}: {
  id: string;
  label: ReactNode;
  /** Shown before the button (a group's title on a phone, where its button is hidden). */
  heading?: ReactNode;
  className?: string;
  buttonClass: string;
  /** Added to the button while the page is one of `hrefs`, or while it is not. */
  activeButtonClass?: string;
  idleButtonClass?: string;
  panelClass: string;
  /** Added to the panel while open, or while closed. */
  openPanelClass?: string;
  closedPanelClass: string;
  hrefs?: readonly string[];
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const pathname = usePathname() ?? '/';
  const active = hrefs.some((href) => isActive(pathname, href));

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={className}
      onClick={(e) => {
        if ((e.target as Element).closest('a')) setOpen(false);
      }}
    >
      {heading}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={`${buttonClass} ${active ? activeButtonClass : idleButtonClass}`}
      >
        {label}
      </button>
      <div id={id} className={`${panelClass} ${open ? openPanelClass : closedPanelClass}`}>
        {children}
      </div>
    </div>
  );
}
