import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { IndexHistory } from '@/components/index/index-history';
import { IdText } from '@/components/ui/id-text';
import {
  decodeContainer,
  INDEX_PATHS,
  isIndexPath,
  type ContainerTarget,
  type IndexPath,
} from '@/lib/decode/container';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { DecodeContext } from '@/lib/decode/model';
import { networkInfo } from '@/lib/explorer/network';
import { absoluteTime } from '@/lib/format/time';
import { urls } from '@/lib/explorer/urls';
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

/** A container the index holds, as index.getContainerByID / getContainerByIndex give it. */
interface Found {
  accepted: true;
  id: string;
  index: bigint;
  timestamp: string;
  target: ContainerTarget | null;
}

function routeOf(path: IndexPath) {
  const [chain, kind] = path.split('/') as ['X' | 'P' | 'C', 'tx' | 'block' | 'vtx'];
  return { chain, kind };
}

function found(
  path: IndexPath,
  ctx: DecodeContext,
  c: { id: string; index: bigint; timestamp: string; bytes: string },
): Found {
  return {
    accepted: true,
    id: c.id,
    index: c.index,
    timestamp: c.timestamp,
    target: decodeContainer(path, nodeHexToBytes(c.bytes), ctx),
  };
}

/** isAccepted, then the container itself (getContainerByID), for a looked-up id. */
async function lookup(path: IndexPath, id: string, ctx: DecodeContext): Promise<Found | { accepted: false }> {
  const c = serverNodeClient();
  const accepted = await c.index
    .isAccepted({ id }, routeOf(path))
    .then((r) => r.isAccepted)
    .catch(() => false);
  if (!accepted) return { accepted: false as const };
  return found(path, ctx, await c.index.getContainerByID({ id, encoding: 'hex' }, routeOf(path)));
}

/** The container at an acceptance index (getContainerByIndex); null when the index has none there. */
async function atIndex(path: IndexPath, index: bigint, ctx: DecodeContext): Promise<Found | null> {
  const c = await serverNodeClient()
    .index.getContainerByIndex({ index, encoding: 'hex' }, routeOf(path))
    .catch(() => null);
  return c ? found(path, ctx, c) : null;
}

function FoundContainer({ path, f }: { path: IndexPath; f: Found }) {
  const t = f.target;
  return (
    <>
      <IdText id={f.id} /> is at index{' '}
      <Link href={urls.index(path, f.index)} className="font-mono text-brand-600 underline dark:text-brand-500">
        {f.index.toString()}
      </Link>
      , accepted by this node {absoluteTime(Date.parse(f.timestamp))}
      {t && (
        <>
          {' '}
          ·{' '}
          <Link
            href={t.what === 'tx' ? urls.tx(t.chain, t.id) : urls.block(t.chain, t.id)}
            className="text-brand-600 underline dark:text-brand-500"
          >
            {t.chain} {t.what}
            {t.height !== undefined ? ` ${t.height.toString()}` : ''}
          </Link>{' '}
          ({t.summary})
        </>
      )}
      .
    </>
  );
}

const inputClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-950';
const buttonClass =
  'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** A form asking for one index (`?<name>=`). */
function IndexNumberForm(p: { aria: string; name: string; label: string; value: string | undefined; submit: string }) {
  return (
    <form method="get" className="flex items-center gap-2" aria-label={p.aria}>
      <label htmlFor={`index-${p.name}`} className="text-sm text-slate-600 dark:text-slate-400">
        {p.label}
      </label>
      <input
        id={`index-${p.name}`}
        name={p.name}
        inputMode="numeric"
        pattern="[0-9]*"
        required
        defaultValue={p.value}
        className={`${inputClass} w-28`}
      />
      <button type="submit" className={buttonClass}>
        {p.submit}
      </button>
    </form>
  );
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
        <nav aria-label="Index paths" className="mt-2 flex flex-wrap gap-2 text-sm">
          {INDEX_PATHS.map((p) => (
            <Link
              key={p}
              href={urls.index(p)}
              aria-current={p === path ? 'page' : undefined}
              className="rounded-md px-2 py-1 font-mono hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white"
            >
              {p}
            </Link>
          ))}
        </nav>
      </div>
      <fieldset
        disabled={indexMissing}
        aria-label="Index lookups"
        className="flex flex-wrap gap-4 disabled:opacity-50"
        data-testid="index-forms"
      >
        <IndexNumberForm aria="Jump to an index" name="start" label="Jump to index" value={startRaw} submit="Go" />
        <IndexNumberForm aria="Look an index up" name="at" label="Container at" value={atRaw} submit="Show" />
        <form method="get" className="flex min-w-0 flex-1 items-center gap-2" aria-label="Look an id up">
          <label htmlFor="index-id" className="text-sm text-slate-600 dark:text-slate-400">
            Look up id
          </label>
          <input id="index-id" name="id" required defaultValue={id} className={`${inputClass} min-w-0 flex-1`} />
          {start !== null && <input type="hidden" name="start" value={start.toString()} />}
          <button type="submit" className={buttonClass}>
            Find
          </button>
        </form>
      </fieldset>
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
