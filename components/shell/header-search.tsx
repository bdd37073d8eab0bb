'use client';
import { usePathname } from 'next/navigation';
import { SearchBox } from '@/components/search/search-box';

/** The header's search box, left out where the page shows its own (dashboard, search results). */
export function HeaderSearch() {
  const pathname = usePathname();
  if (pathname === '/' || pathname === '/search') return null;
  return (
    <div className="hidden md:block">
      <SearchBox />
    </div>
  );
}
