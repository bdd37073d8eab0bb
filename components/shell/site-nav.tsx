'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { SECTIONS } from './sections';

function isActive(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(href + '/');
}

export function SiteNav() {
  const pathname = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  // No prefetch: on every page view it would have the server render each section (eighteen requests,
  // some asking the node) while the page's own data is still on its way. A section loads on click.
  const items = SECTIONS.map((s) => (
    <Link
      key={s.href}
      href={s.href}
      prefetch={false}
      onClick={() => setOpen(false)}
      aria-current={isActive(pathname, s.href) ? 'page' : undefined}
      className="block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white"
    >
      {s.label}
    </Link>
  ));
  return (
    <nav aria-label="Sections">
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
        className={`${open ? 'flex' : 'hidden'} absolute left-0 right-0 top-14 z-20 flex-col gap-1 border-b border-slate-200 bg-white p-3 shadow-md lg:static lg:flex lg:flex-row lg:flex-wrap lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:border-slate-800 dark:bg-slate-900 lg:dark:bg-transparent`}
      >
        {items}
      </div>
    </nav>
  );
}
