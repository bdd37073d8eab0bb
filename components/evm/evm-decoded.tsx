// Decoded call and log arguments, and how they were read. Every value is chain data: rendered as
// text (lib/evm already made strings display-safe); addresses link to their page on the same chain.
import { Badge } from '@/components/ui/card';
import { IdText } from '@/components/ui/id-text';
import { urls } from '@/lib/explorer/urls';
import type { DecodedArg, DecodedHow, DecodedValue } from '@/lib/evm/types';

/** How a call or log was read, as a badge ("guessed" for an inferred layout). */
export function HowBadge({ how, abi }: { how: DecodedHow; abi: string | null }) {
  if (how === 'known-abi') return <Badge tone="green">{abi ?? 'known ABI'}</Badge>;
  if (how === 'signature') return <Badge tone="slate">signature</Badge>;
  if (how === 'guessed')
    return (
      <span data-testid="decoded-guessed">
        <Badge tone="amber">guessed</Badge>
      </span>
    );
  return <Badge tone="slate">raw</Badge>;
}

function Value({ chainKey, v }: { chainKey: string; v: DecodedValue }) {
  switch (v.kind) {
    case 'address':
      return <IdText id={v.value} href={urls.evm.address(chainKey, v.value)} />;
    case 'uint':
    case 'int':
      return <span className="break-all font-mono">{v.value}</span>;
    case 'bool':
      return <span className="font-mono">{v.value ? 'true' : 'false'}</span>;
    case 'bytes':
      return v.value.length > 66 ? <IdText id={v.value} /> : <span className="break-all font-mono">{v.value}</span>;
    case 'string':
      return <span className="whitespace-pre-wrap break-all">“{v.value}”</span>;
    case 'array':
    case 'tuple':
      return v.items.length === 0 ? (
        <span className="font-mono">[]</span>
      ) : (
        <DecodedArgs chainKey={chainKey} args={v.items} />
      );
  }
}

/** Arguments as name, type and value rows (nested for arrays and tuples). */
export function DecodedArgs({ chainKey, args }: { chainKey: string; args: readonly DecodedArg[] }) {
  if (args.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">No arguments.</p>;
  return (
    <dl
      className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(6rem,auto)_1fr]"
      data-testid="decoded-args"
    >
      {args.map((a, i) => (
        <div key={i} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">
            <span className="font-medium text-slate-700 dark:text-slate-300">{a.name ?? `#${i}`}</span>{' '}
            <span className="font-mono text-xs">{a.type}</span>
            {a.indexed && <span className="text-xs"> indexed</span>}
          </dt>
          <dd className="min-w-0 break-words">
            <Value chainKey={chainKey} v={a.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
