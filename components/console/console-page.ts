// What every part of one console page reads alike: who views it, what the node cannot answer, and the
// page's own path. The page builds it once (console-app.tsx) and hands it down whole.
import type { Viewer } from '@/lib/console/catalog';
import type { Gaps } from './method-gap';

export interface ConsolePage {
  viewer: Viewer;
  /** The server runs in operator mode (there is a sign-in to offer). */
  operatorMode: boolean;
  gaps: Gaps;
  /** The page's path, for its shareable links. */
  basePath: string;
}
