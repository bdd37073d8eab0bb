'use client';
// A section link of the header's menus: the one island that knows where the page is (aria-current),
// since the layout around it is not rendered again on a client-side navigation.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isActive } from './sections';

export function NavLink({ href, className, children }: { href: string; className: string; children: string }) {
  const pathname = usePathname() ?? '/';
  // No prefetch: on every page view it would have the server render each section while the page's own
  // data is still on its way. A section loads on click.
  return (
    <Link
      href={href}
      prefetch={false}
      aria-current={isActive(pathname, href) ? 'page' : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}
