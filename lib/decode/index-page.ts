// Kept apart from container.ts: the index page imports it without pulling the decoders into its bundle.
/** Rows a page of the index list shows; a CSV asked with the page's `start` begins at its newest row. */
export const INDEX_PAGE_SIZE = 25;
