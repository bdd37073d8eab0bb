import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FoundContainer } from '@/components/index/found-container';
import { IndexForms } from '@/components/index/index-forms';
import { IndexHistory } from '@/components/index/index-history';
import { atIndex, lookup } from '@/components/index/index-lookups';
import { IndexPathNav } from '@/components/index/index-path-nav';
import { isIndexPath } from '@/lib/decode/container';
import type { DecodeContext } from '@/lib/decode/model';
import { networkInfo } from '@/lib/explorer/network';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import { CAPABILITY_LABELS } from '@/lib/capabilities/labels';
import { nodeCapabilities } from '@/lib/capabilities/probe';

type Props = {
  params: Promise<{ chain: string; kind: string }>;
  searchParams: Promise<{ start?: string | string[]; id?: string | string[]; at?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { chain, kind } = await params;
  const title = `Index ${chain}/${kind}`;
  return { title, description: `Containers of the node's ${chain}/${kind} index in acceptance order.` };
}

export default async function IndexPathPage({ params, searchParams }: Props) {
  const { chain, kind } = await params;
  const path = `${chain}/${kind}`;
  if (!isIndexPath(path)) notFound();
  const sp = await searchParams;
  const startRaw = typeof sp.start === 'string' ? sp.start.trim() : '';
  const start = /^\d{1,20}$/.test(startRaw) ? BigInt(startRaw) : null;
  const id = typeof sp.id === 'string' ? sp.id.trim() : '';
  const atRaw = typeof sp.at === 'string' ? sp.at.trim() : '';
  const at = /^\d{1,20}$/.test(atRaw) ? BigInt(atRaw) : null;
  // Containers are decoded to link them; addresses are not shown, so a fallback context does.
  const ctx = await networkInfo()
    .then((n) => n.ctx)
    .catch((): DecodeContext => ({ hrp: 'custom', chainAliases: {} }));
  const caps = await nodeCapabilities(serverNodeClient()).catch(() => null);
  // A node without the index API: the page says so, its forms greyed, instead of failing on every call.
  const indexMissing = caps?.items.index.state === 'missing';
  const [byId, byIndex] = await Promise.all([
    !indexMissing && id && isCb58Id(id) ? lookup(path, id, ctx).catch(() => null) : Promise.resolve(null),
    !indexMissing && at !== null ? atIndex(path, at, ctx) : Promise.resolve(null),
  ]);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">
          Index <span className="font-mono">{path}</span>
        </h1>
        <IndexPathNav path={path} />
      </div>
      <IndexForms disabled={indexMissing} startRaw={startRaw} atRaw={atRaw} id={id} start={start} />
      {id && !indexMissing && (
        <p
          role="status"
          data-testid="index-lookup"
          className="rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800"
        >
          {!isCb58Id(id) ? (
            'That is not a cb58 id.'
          ) : byId?.accepted ? (
            <FoundContainer path={path} f={byId} />
          ) : (
            <>This index has no container with that id.</>
          )}
        </p>
      )}
      {atRaw && !indexMissing && (
        <p role="status" data-testid="index-at" className="rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          {at === null ? (
            'That is not an index.'
          ) : byIndex ? (
            <FoundContainer path={path} f={byIndex} />
          ) : (
            `This index has no container at ${at.toString()}.`
          )}
        </p>
      )}
      {indexMissing ? (
        <p
          role="status"
          data-testid="index-unavailable"
          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400"
        >
          Index history is unavailable: {CAPABILITY_LABELS.index.missing}.
        </p>
      ) : (
        <IndexHistory key={start?.toString() ?? 'tail'} path={path} start={start} ctx={ctx} />
      )}
    </div>
  );
}
