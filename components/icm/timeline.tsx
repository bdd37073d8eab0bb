// sent → signatures → delivered → executed or failed → receipt: each step with its tx and time, or
// "not yet".
import type { ApiWire } from '@/lib/api';
import { TimeAgo } from '@/components/ui/time-ago';
import { ChainTx } from './chain-tx';
import { Signers } from './signers';

type Message = NonNullable<Extract<ApiWire<'icm.message'>, { following: true }>['message']>;

const TITLE: Record<string, string> = {
  sent: 'Sent',
  signatures: 'Signatures',
  delivered: 'Delivered',
  executed: 'Executed',
  failed: 'Execution failed',
  receipt: 'Receipt back at the source',
  fee: 'Fee added',
};

/** `id`: the message's, to ask who signed once it is delivered. */
export function Timeline({ id, steps }: { id: string; steps: Message['timeline'] }) {
  const delivered = steps.some((x) => x.step === 'delivered' && x.at) || steps.some((x) => x.step === 'failed' && x.at);
  return (
    <ol className="space-y-3" data-testid="icm-timeline">
      {steps.map((s, i) => {
        const done = s.at !== null || (s.step === 'signatures' && delivered);
        const bad = s.step === 'failed';
        return (
          <li key={`${s.step}-${i}`} data-step={s.step} data-done={done} className="flex gap-3">
            <span
              aria-hidden
              className={`mt-1 h-3 w-3 shrink-0 rounded-full ${bad ? 'bg-red-500' : done ? 'bg-emerald-500' : 'border-2 border-slate-300 dark:border-slate-600'}`}
            />
            <div className="min-w-0">
              <p className="font-medium">
                {TITLE[s.step] ?? s.step}
                {!done && <span className="ml-2 text-sm font-normal text-slate-500">not yet</span>}
              </p>
              {s.at && (
                <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
                  <ChainTx chain={s.at.chain} hash={s.at.txHash} />
                  <span>block {s.at.height}</span>
                  <TimeAgo ms={s.at.timeMs} />
                </p>
              )}
              {s.note && <p className="text-sm text-slate-600 dark:text-slate-400">{s.note}</p>}
              {s.step === 'signatures' && delivered && <Signers id={id} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
