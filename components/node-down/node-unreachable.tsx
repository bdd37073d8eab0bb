import type { Metadata } from 'next';
import Link from 'next/link';
import type { NodeFailure } from '@/lib/explorer/errors';
import { serverConfig } from '@/lib/server/config';
import { currentCaller } from '@/lib/auth/current-caller';
import { RetryButton } from './retry-button';

/** What each failure is called: in the page's heading, and (shorter) in its title. */
const WORDING: Record<NodeFailure['kind'], { heading: string; title: string }> = {
  unreachable: { heading: 'The node is unreachable', title: 'Node unreachable' },
  timeout: { heading: 'The node did not answer in time', title: 'Node not answering' },
  http: { heading: 'The node answered with an error', title: 'Node error' },
  invalid: { heading: 'The node’s answer could not be read', title: 'Node error' },
};

export function nodeDownMetadata(failure: NodeFailure): Metadata {
  return { title: WORDING[failure.kind].title, robots: { index: false } };
}

/**
 * What an explorer page shows when the node it reads from failed: says so plainly, offers a retry,
 * and names the node only to a signed-in operator: its URL may carry credentials (an API key).
 */
export async function NodeUnreachable({ failure }: { failure: NodeFailure }) {
  const operator = (await currentCaller()).operator;
  return (
    <section
      role="alert"
      className="mx-auto max-w-xl py-16 text-center"
      data-testid="node-down"
      data-failure={failure.kind}
    >
      <h1 className="text-2xl font-semibold">{WORDING[failure.kind].heading}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        This page reads straight from the node
        {failure.kind === 'http' && failure.status ? `, which replied HTTP ${failure.status}` : ''}. Nothing is wrong
        with the address you opened: try again in a moment.
      </p>
      {operator && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="node-down-url">
          Node: <code className="font-mono">{serverConfig().nodeUrl}</code>
        </p>
      )}
      <div className="mt-6 flex items-center justify-center gap-4">
        <RetryButton />
        <Link href="/" className="text-brand-600 underline dark:text-brand-500">
          Dashboard
        </Link>
      </div>
    </section>
  );
}
