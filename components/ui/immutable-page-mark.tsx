import { IMMUTABLE_PAGE_META } from '@/lib/page-cache/marker';

/**
 * Rendered by an entity page once what it shows is accepted (a final tx, an accepted block): the
 * server then keeps the page's HTML and lets CDNs keep it. React hoists the tag into <head>.
 */
export function ImmutablePageMark() {
  return <meta name={IMMUTABLE_PAGE_META.name} content={IMMUTABLE_PAGE_META.content} />;
}
