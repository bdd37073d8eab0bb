'use client';
import { useNodeQuery } from '@/lib/hooks/use-node-query';

/** The node's connected peers (info.peers), refreshed every 10 s. */
export const usePeers = () => useNodeQuery('info.peers', {}, undefined, { pollMs: 10_000 });
