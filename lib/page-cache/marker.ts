// How a page says "everything I show is accepted and can never change": a meta tag in its HTML.
// Snowline's server (lib/page-cache/immutable-pages.ts) keeps the HTML of pages that carry it.
export const IMMUTABLE_PAGE_META = { name: 'snowline-cache', content: 'immutable' } as const;

/** The tag as React renders it, searched for in the page's HTML. */
export const IMMUTABLE_PAGE_TAG = `<meta name="${IMMUTABLE_PAGE_META.name}" content="${IMMUTABLE_PAGE_META.content}"`;
