// Open Graph images as responses. A card of something final (an accepted tx or block) is drawn once
// and kept, bounded in bytes; whatever is not one (a malformed or unknown id, the node down) gets
// the same generic card, drawn once: a stranger's made-up URLs cost no drawing and show none of
// their text.
import { LRUCache } from 'lru-cache';
import type { ImageResponse } from 'next/og';
import { processSingleton } from '@/lib/server/process-singleton';
import { genericOgCard } from './og-card';

/** Final cards never change; crawlers and CDNs may keep them. */
const FINAL_CACHE_CONTROL = 'public, max-age=86400, s-maxage=31536000, immutable';
/** The thing may still appear (a pending tx, a node coming back): looked at again soon. */
const PASSING_CACHE_CONTROL = 'public, max-age=60';

interface OgImages {
  kept: LRUCache<string, Uint8Array>;
  generic?: Promise<Uint8Array>;
}

// One per process: every opengraph-image route is its own bundle, and they share one bound.
function images(): OgImages {
  return processSingleton('ogImages', () => ({
    kept: new LRUCache<string, Uint8Array>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (b) => b.byteLength }),
  }));
}

function png(bytes: Uint8Array, cacheControl: string): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': 'image/png', 'cache-control': cacheControl },
  });
}

async function bytesOf(image: ImageResponse): Promise<Uint8Array> {
  return new Uint8Array(await image.arrayBuffer());
}

/** The generic card (drawn on first use). */
export async function genericCardResponse(): Promise<Response> {
  const store = images();
  store.generic ??= bytesOf(genericOgCard()).catch((err: unknown) => {
    store.generic = undefined;
    throw err;
  });
  return png(await store.generic, PASSING_CACHE_CONTROL);
}

/** The card of `id` drawn by `draw`; kept when `final` (under `cacheKey`), else drawn each time. */
export async function cardResponse(
  cacheKey: string,
  final: boolean,
  draw: () => ImageResponse | Promise<ImageResponse>,
): Promise<Response> {
  const store = images();
  const kept = store.kept.get(cacheKey);
  if (kept) return png(kept, FINAL_CACHE_CONTROL);
  const bytes = await bytesOf(await draw());
  if (final) store.kept.set(cacheKey, bytes);
  return png(bytes, final ? FINAL_CACHE_CONTROL : PASSING_CACHE_CONTROL);
}

/** An opengraph-image route's default export: the image `draw` makes of the route's params. */
export function ogImageRoute<P>(draw: (params: P) => Promise<Response>) {
  return async ({ params }: { params: Promise<P> }): Promise<Response> => draw(await params);
}
