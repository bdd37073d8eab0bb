// A tx's internal calls from the node's call tracer, as a nested tree: each call's type, callee,
// method, the value it moved and its error. Native <details>: no JavaScript.
import { Card } from '@/components/ui/card';
import { IdText } from '@/components/ui/id-text';
import type { EvmChain } from '@/lib/explorer/evm-chains';
import { urls } from '@/lib/explorer/urls';
import type { TraceState } from '@/lib/evm/load-tx';
import type { CallNode } from '@/lib/evm/types';
import { coinAmount } from './evm-amount';
import { RevertText } from './evm-revert';

function CallRow({ chain, node }: { chain: EvmChain; node: CallNode }) {
  const method = node.call ? (node.call.name ?? node.call.selector) : null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1 text-sm" data-testid="call-frame">
      <span className="rounded bg-slate-100 px-1 font-mono text-xs dark:bg-slate-800">{node.type}</span>
      {node.to ? <IdText id={node.to} href={urls.evm.address(chain.key, node.to)} /> : <span>(no callee)</span>}
      {method && <span className="font-mono text-xs">{method}()</span>}
      {node.value > 0n && (
        <span className="font-mono text-xs font-medium" data-testid="call-value">
          {coinAmount(chain, node.value)}
        </span>
      )}
      {node.error && (
        <span className="text-xs text-red-700 dark:text-red-400">
          {node.error}
          {node.revert && node.revert.kind !== 'empty' && (
            <>
              : <RevertText chainKey={chain.key} reason={node.revert} />
            </>
          )}
        </span>
      )}
    </div>
  );
}

function CallBranch({ chain, node }: { chain: EvmChain; node: CallNode }) {
  if (node.children.length === 0) return <CallRow chain={chain} node={node} />;
  return (
    <details open>
      <summary className="cursor-pointer list-inside">
        <span className="inline-block align-middle">
          <CallRow chain={chain} node={node} />
        </span>
      </summary>
      <ul className="ml-3 border-l border-slate-200 pl-3 dark:border-slate-700">
        {node.children.map((c) => (
          <li key={c.path.join('.')}>
            <CallBranch chain={chain} node={c} />
          </li>
        ))}
      </ul>
    </details>
  );
}

export function EvmCallTree({ chain, trace }: { chain: EvmChain; trace: TraceState }) {
  if (trace.state === 'skipped') return null;
  return (
    <Card title="Internal calls">
      <div data-testid="internal-calls">
        {trace.state === 'not-served' ? (
          <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="trace-not-served">
            The node does not serve traces (debug_traceTransaction with the call tracer), so internal calls cannot be
            shown.
          </p>
        ) : trace.state === 'failed' ? (
          <p className="text-sm text-amber-700 dark:text-amber-400">The node&apos;s trace failed: {trace.reason}</p>
        ) : trace.tree.root.children.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">No internal calls.</p>
        ) : (
          <>
            <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
              {trace.tree.frames} calls
              {trace.internal.length > 0 &&
                `; ${trace.internal.length} moved ${chain.coin} (${coinAmount(
                  chain,
                  trace.internal.filter((t) => !t.failed).reduce((a, t) => a + t.value, 0n),
                )} in all)`}
              {trace.tree.truncated && '; the tree was cut short'}
            </p>
            <ul>
              {trace.tree.root.children.map((c) => (
                <li key={c.path.join('.')}>
                  <CallBranch chain={chain} node={c} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Card>
  );
}
