import type { Metadata } from 'next';
import { NodeUnreachable, nodeDownMetadata } from '@/components/node-down/node-unreachable';

// What proxy.ts rewrites explorer pages to (with HTTP 503) while the node refuses connections.
// Rendered per request: the status and operator mode are runtime facts, never baked in at build.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = nodeDownMetadata({ kind: 'unreachable' });

export default function NodeUnreachablePage() {
  return <NodeUnreachable failure={{ kind: 'unreachable' }} />;
}
