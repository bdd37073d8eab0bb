// avm.buildGenesis's bytes, decoded by Snowline's codec: each asset with its holders and minters.
import { nodeHexToBytes } from '@/lib/decode/bytes';
import { decodeAvmGenesis, type GenesisAssetView } from '@/lib/tx-tools/genesis';

function decoded(bytesHex: string): { ok: true; assets: GenesisAssetView[] } | { ok: false; message: string } {
  try {
    return { ok: true, assets: decodeAvmGenesis(nodeHexToBytes(bytesHex)) };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}

export function GenesisView({ result }: { result: unknown }) {
  const bytes = (result as { bytes?: unknown } | null)?.bytes;
  if (typeof bytes !== 'string') return null;
  const d = decoded(bytes);
  if (!d.ok)
    return (
      <p className="text-xs text-amber-700 dark:text-amber-400">The bytes do not decode as a genesis: {d.message}</p>
    );
  return (
    <div data-testid="genesis-decoded" className="space-y-2">
      <h3 className="text-sm font-semibold">
        Decoded genesis ({d.assets.length} asset{d.assets.length === 1 ? '' : 's'})
      </h3>
      {d.assets.map((a) => (
        <div key={a.alias} className="rounded-md border border-slate-200 p-2 text-xs dark:border-slate-800">
          <p>
            <span className="font-mono">{a.alias}</span>: <strong>{a.name}</strong> ({a.symbol}), denomination{' '}
            {a.denomination}
            {a.networkID !== null && <>, network {a.networkID}</>}
            {a.memo && <>, memo “{a.memo}”</>}
          </p>
          <ul className="mt-1 space-y-0.5">
            {a.initialOutputs.map((o, i) => (
              <li key={i} className="break-all font-mono text-slate-600 dark:text-slate-400">
                {o.kind}
                {o.amount !== null && ` ${o.amount.toString()}`}
                {o.groupID !== undefined && ` group ${o.groupID}`} → {o.owners.addresses.join(', ')} (threshold{' '}
                {o.owners.threshold})
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
