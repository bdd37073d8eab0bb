import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { withoutLocalCard } from '@/components/og/share-metadata';
import { nodeFailureOf } from '@/lib/explorer/errors';
import { NodeUnreachable, nodeDownMetadata } from './node-unreachable';

// Entity pages render through these so a node failure becomes the node-down state instead of
// Next's generic error page. notFound()/redirect() signals are not node failures and pass through.

/** Renders `body` (call the async component as a function so its awaits happen inside the try). */
export async function orNodeDown(body: () => Promise<ReactNode>): Promise<ReactNode> {
  try {
    return await body();
  } catch (err) {
    const failure = nodeFailureOf(err);
    if (!failure) throw err;
    return <NodeUnreachable failure={failure} />;
  }
}

/** generateMetadata that never throws for a node failure (the title says the node is down), and names no card at localhost. */
export async function metadataOrNodeDown(meta: () => Promise<Metadata> | Metadata): Promise<Metadata> {
  try {
    return withoutLocalCard(await meta());
  } catch (err) {
    const failure = nodeFailureOf(err);
    if (!failure) throw err;
    return withoutLocalCard(nodeDownMetadata(failure));
  }
}
