'use client';
import { usePathname } from 'next/navigation';
import { SearchBox } from '@/components/search/search-box';

/**
 * The header's search box, at every width (a phone on a tx page has no other), left out where the
 * page shows its own (dashboard, search results).
 */
export function HeaderSearch() {
  const pathname = usePathname();
  if (pathname === '/' || pathname === '/search') return null;
  return <SearchBox />;
}
