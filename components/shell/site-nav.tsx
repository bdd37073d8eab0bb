'use client';
// The header's navigation: the dashboard and three groups (Explore, Network, Operator). On a wide
// screen each group opens a small menu; on a phone "Menu" shows every section under its group.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { HOME, SECTION_GROUPS, type Section } from './sections';
import { useSession } from './use-session';

function isActive(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(href + '/');
}

const itemClass =
  'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white';

export function SiteNav() {
  const pathname = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  // The same question the header's sign-in control asks (one request): operator-mode pages show only there.
  const session = useSession();
  const operatorMode = session.data?.mode === 'operator';

  // A tap or click elsewhere, or Escape, closes an open menu: a group's, or the phone's whole menu.
  const anyOpen = open || group !== null;
  useEffect(() => {
    if (!anyOpen) return;
    const onDown = (e: PointerEvent) => {
      if (!nav.current?.contains(e.target as Node)) {
        setOpen(false);
        setGroup(null);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      setGroup(null);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [anyOpen]);

  const close = () => {
    setOpen(false);
    setGroup(null);
  };
  // No prefetch: on every page view it would have the server render each section while the page's own
  // data is still on its way. A section loads on click.
  const link = (s: Section) => (
    <Link
      key={s.href}
      href={s.href}
      prefetch={false}
      onClick={close}
      aria-current={isActive(pathname, s.href) ? 'page' : undefined}
      className={itemClass}
    >
      {s.label}
    </Link>
  );

  return (
    <nav aria-label="Sections" ref={nav}>
      <button
        type="button"
        className="rounded-md border border-slate-300 px-2 py-1 text-sm lg:hidden dark:border-slate-700"
        aria-expanded={open}
        aria-controls="site-nav-items"
        onClick={() => setOpen((o) => !o)}
      >
        Menu
      </button>
      <div
        id="site-nav-items"
        // Under the whole header (the header is its containing block), so it never covers the Menu button.
        className={`${open ? 'flex' : 'hidden'} absolute left-0 right-0 top-full z-20 flex-col gap-1 border-b border-slate-200 bg-white p-3 shadow-md lg:static lg:flex lg:flex-row lg:items-center lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:border-slate-800 dark:bg-slate-900 lg:dark:bg-transparent`}
      >
        {link(HOME)}
        {SECTION_GROUPS.map((g) => {
          const active = g.sections.some((s) => isActive(pathname, s.href));
          const expanded = group === g.label;
          const id = `site-nav-${g.label.toLowerCase()}`;
          return (
            <div key={g.label} className="lg:relative">
              {/* On a phone the group is a heading over its links; on a wide screen, a menu button. */}
              <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:hidden">
                {g.label}
              </p>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={id}
                onClick={() => setGroup(expanded ? null : g.label)}
                className={`hidden items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 lg:inline-flex dark:hover:bg-slate-800 ${
                  active ? 'text-brand-700 dark:text-white' : 'text-slate-700 dark:text-slate-300'
                }`}
              >
                {g.label}
                <svg
                  aria-hidden
                  viewBox="0 0 12 12"
                  width="10"
                  height="10"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                >
                  <path d="M2.5 4.5 6 8l3.5-3.5" />
                </svg>
              </button>
              <div
                id={id}
                className={`flex flex-col gap-1 lg:absolute lg:left-0 lg:top-full lg:z-30 lg:mt-1 lg:min-w-44 lg:rounded-md lg:border lg:border-slate-200 lg:bg-white lg:p-1 lg:shadow-md lg:dark:border-slate-800 lg:dark:bg-slate-900 ${
                  expanded ? '' : 'lg:hidden'
                }`}
              >
                {g.sections.filter((s) => operatorMode || !s.operatorMode).map(link)}
              </div>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
