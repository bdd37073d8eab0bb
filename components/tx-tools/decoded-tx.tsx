'use client';
// A pasted signed tx: what it does, whether its signatures hold, and broadcasting it, followed to its page.
// Loaded once the page has hydrated (tx-decoder.tsx): the codec and the noble curves stay off its first load.
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { JsonTree } from '@/components/console/json-tree';
import { CopyButton } from '@/components/ui/copy-button';
import { hrpForNetworkId } from '@/lib/codec/address';
import type { DecodeContext } from '@/lib/decode/model';
import { callThroughProxy } from '@/lib/console/call';
import {
  broadcastOf,
  decodeSignedTx,
  FINAL_STATUSES,
  statusOf,
  type DecodedSignedTx,
} from '@/lib/tx-tools/decode-signed';
import type { CredentialTarget } from '@/lib/tx-tools/credential-targets';
import type { OwnerVerdict } from '@/lib/tx-tools/owner-check';
import { ownerVerdicts } from '@/lib/tx-tools/owner-lookup';
import { P_CHAIN_ID } from '@/lib/registry';

const button =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';
const primary =
  'rounded-md bg-sky-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-sky-800 disabled:opacity-50 dark:bg-sky-600 dark:hover:bg-sky-500';

async function rpc<T>(path: string, method: string, params: unknown): Promise<T> {
  const out = await callThroughProxy(path, method, JSON.stringify(params));
  if (!out.ok) throw new Error(`${out.code ?? ''} ${out.message}`.trim());
  return out.result as T;
}

const short = (id: string) => (id.length > 16 ? `${id.slice(0, 12)}…` : id);

/** What a credential signs for, in words. */
function targetText(t: CredentialTarget): string {
  switch (t.kind) {
    case 'input':
      return `${t.imported ? 'imported UTXO' : 'UTXO'} ${short(t.txID)}:${t.outputIndex}`;
    case 'operation':
      return `${t.opKind} on ${t.utxos.map((u) => `${short(u.txID)}:${u.outputIndex}`).join(', ') || 'no UTXO'}`;
    case 'subnet-auth':
      return `subnet ${short(t.subnetID)} (its owners’ authorization)`;
    case 'disable-auth':
      return `L1 validator ${short(t.validationID)} (its deactivation owner’s authorization)`;
    case 'evm-input':
      return `EVM input ${t.address}`;
  }
}

/** Who signed, when the check passes. */
function okText(t: CredentialTarget | null): string {
  if (t?.kind === 'subnet-auth') return 'signed by the subnet’s owners';
  if (t?.kind === 'disable-auth') return 'signed by the deactivation owner';
  if (t?.kind === 'evm-input') return 'signed by the EVM address debited';
  return 'signed by the UTXO’s owners';
}

/** What decoding needs of this node's network: its address prefix and chain ids. */
async function askContext(): Promise<DecodeContext> {
  const [{ networkID }, x, c] = await Promise.all([
    rpc<{ networkID: string | number }>('/ext/info', 'info.getNetworkID', {}),
    rpc<{ blockchainID: string }>('/ext/info', 'info.getBlockchainID', { alias: 'X' }),
    rpc<{ blockchainID: string }>('/ext/info', 'info.getBlockchainID', { alias: 'C' }).catch(() => null),
  ]);
  const chainAliases: DecodeContext['chainAliases'] = { [x.blockchainID]: 'X', [P_CHAIN_ID]: 'P' };
  if (c) chainAliases[c.blockchainID] = 'C';
  return { hrp: hrpForNetworkId(Number(networkID)), chainAliases };
}

// Asked once per page, not once per decode; asked again after a failure.
let context: Promise<DecodeContext> | null = null;
function loadContext(): Promise<DecodeContext> {
  context ??= askContext().catch((e: unknown) => {
    context = null;
    throw e;
  });
  return context;
}

type Decoding = { ok: true; tx: DecodedSignedTx } | { ok: false; message: string };

type Broadcast =
  | { state: 'idle' }
  | { state: 'confirm' }
  | { state: 'sending' }
  | { state: 'error'; message: string }
  | { state: 'issued'; txID: string; status: string; reason?: string };

/** `text`: the pasted hex, decoded as this mounts (a new paste mounts a new one). */
export function DecodedTx({ text }: { text: string }) {
  const [ctx, setCtx] = useState<DecodeContext | null>(null);
  const [ctxError, setCtxError] = useState<string | null>(null);
  const [verdicts, setVerdicts] = useState<OwnerVerdict[] | null>(null);
  const [viaWallet, setViaWallet] = useState(false);
  const [broadcast, setBroadcast] = useState<Broadcast>({ state: 'idle' });
  const polling = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    loadContext().then(setCtx, (e: Error) => setCtxError(e.message));
    return () => {
      if (polling.current) clearTimeout(polling.current);
    };
  }, []);

  const decoding = useMemo((): Decoding | null => {
    if (!ctx) return null;
    try {
      return { ok: true, tx: decodeSignedTx(text, ctx) };
    } catch (e) {
      return { ok: false, message: (e as Error).message };
    }
  }, [ctx, text]);
  const decoded = decoding?.ok ? decoding.tx : null;

  useEffect(() => {
    if (ctx && decoded) void ownerVerdicts(decoded, ctx, rpc).then(setVerdicts);
  }, [ctx, decoded]);

  const follow = (d: DecodedSignedTx, txID: string, tries = 0) => {
    const { method, path } = statusOf(d.chain);
    rpc<{ status: string; reason?: string }>(path, method, { txID })
      .then((s) => {
        setBroadcast({ state: 'issued', txID, status: s.status, reason: s.reason });
        if (!FINAL_STATUSES.has(s.status) && tries < 120)
          polling.current = setTimeout(() => follow(d, txID, tries + 1), 1_000);
      })
      .catch(() => {
        if (tries < 120) polling.current = setTimeout(() => follow(d, txID, tries + 1), 1_000);
      });
  };

  const send = async (d: DecodedSignedTx) => {
    setBroadcast({ state: 'sending' });
    const { method, path } = broadcastOf(d.chain, viaWallet);
    try {
      const { txID } = await rpc<{ txID: string }>(path, method, { tx: d.hex, encoding: 'hex' });
      setBroadcast({ state: 'issued', txID, status: 'Processing' });
      follow(d, txID);
    } catch (e) {
      setBroadcast({ state: 'error', message: (e as Error).message });
    }
  };

  return (
    <div className="space-y-4">
      {ctxError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Cannot ask the node about its network: {ctxError}
        </p>
      )}
      {!ctx && !ctxError && (
        <p className="text-sm text-slate-500" aria-busy="true">
          Loading the network…
        </p>
      )}
      {decoding && !decoding.ok && (
        <p role="alert" data-testid="tx-decode-error" className="text-sm text-red-700 dark:text-red-400">
          {decoding.message}
        </p>
      )}

      {decoded && (
        <section
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          data-testid="tx-decoded"
        >
          <div className="grid gap-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
            <span className="text-slate-500">Chain</span>
            <span data-testid="tx-chain">
              {decoded.chain}-Chain{decoded.chain === 'C' ? ' (atomic)' : ''}
            </span>
            <span className="text-slate-500">Type</span>
            <span data-testid="tx-type">{'type' in decoded.view ? decoded.view.type : decoded.view.kind}</span>
            <span className="text-slate-500">Tx id</span>
            <span className="inline-flex min-w-0 items-center gap-1 font-mono text-xs">
              <span className="truncate" data-testid="tx-id">
                {decoded.id}
              </span>
              <CopyButton value={decoded.id} label="Copy tx id" />
            </span>
            <span className="text-slate-500">Fee (burned)</span>
            <span className="font-mono text-xs" data-testid="tx-fee">
              {Object.entries(decoded.view.burned).map(([asset, amount]) => (
                <span key={asset} className="block">
                  {amount.toString()} <span className="text-slate-500">of {asset}</span>
                </span>
              ))}
              {Object.keys(decoded.view.burned).length === 0 && 'nothing'}
            </span>
            {'memo' in decoded.view && decoded.view.memo && decoded.view.memo.length > 0 && (
              <>
                <span className="text-slate-500">Memo</span>
                <span className="break-all font-mono text-xs">{decoded.view.memo.text ?? decoded.view.memo.hex}</span>
              </>
            )}
          </div>

          <div>
            <h2 className="mb-2 text-sm font-semibold">Signatures</h2>
            <ul className="space-y-2" data-testid="tx-signatures">
              {decoded.credentials.map((c, i) => {
                const v = verdicts?.[i];
                return (
                  <li key={i} className="rounded-md border border-slate-200 p-2 text-xs dark:border-slate-800">
                    <p>
                      Credential {i + 1}{' '}
                      <span data-testid="sig-target">
                        {c.signs ? <>for {targetText(c.signs)}</> : 'for nothing the tx spends or authorizes'}
                      </span>
                      :{' '}
                      {v === undefined ? (
                        <span className="text-slate-500">checking…</span>
                      ) : v.kind === 'ok' ? (
                        <span className="font-medium text-emerald-700 dark:text-emerald-400" data-testid="sig-ok">
                          {okText(c.signs)}
                        </span>
                      ) : v.kind === 'mismatch' ? (
                        <span className="font-medium text-red-700 dark:text-red-400" data-testid="sig-bad">
                          not valid: {v.reason}
                          {v.expected.length > 0 && <> (must be signed by {v.expected.join(', ')})</>}
                        </span>
                      ) : (
                        <span className="text-slate-500">not checked: {v.reason}</span>
                      )}
                    </p>
                    <p className="mt-1 break-all font-mono text-slate-600 dark:text-slate-400">
                      {c.signers.map((s) => s ?? '(signature does not recover)').join(', ') || 'no signatures'}
                    </p>
                  </li>
                );
              })}
              {decoded.credentials.length === 0 && <li className="text-xs text-slate-500">No credentials.</li>}
            </ul>
            {decoded.unsigned.length > 0 && (
              <p role="alert" className="mt-2 text-xs text-red-700 dark:text-red-400" data-testid="sig-missing">
                No credential signs for {decoded.unsigned.map(targetText).join('; ')}: the node will refuse this tx.
              </p>
            )}
          </div>

          <details>
            <summary className="cursor-pointer text-sm font-semibold">Inputs, outputs and every field</summary>
            <div className="mt-2">
              <JsonTree value={decoded.view} />
            </div>
          </details>

          <div className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
            <h2 className="text-sm font-semibold">Broadcast</h2>
            {decoded.chain === 'X' && (
              <label className="flex items-center gap-2 text-xs">
                <input type="checkbox" checked={viaWallet} onChange={(e) => setViaWallet(e.target.checked)} />
                through the X-chain wallet API (<span className="font-mono">wallet.issueTx</span>) instead of{' '}
                <span className="font-mono">avm.issueTx</span>
              </label>
            )}
            {broadcast.state === 'idle' && (
              <button
                type="button"
                className={button}
                data-testid="tx-broadcast"
                onClick={() => setBroadcast({ state: 'confirm' })}
              >
                Broadcast with {broadcastOf(decoded.chain, viaWallet).method}
              </button>
            )}
            {broadcast.state === 'confirm' && (
              <div
                role="alertdialog"
                aria-label="Confirm broadcast"
                className="flex flex-wrap items-center gap-2 text-sm"
              >
                Send this tx to the network? It cannot be taken back.
                <button
                  type="button"
                  className={primary}
                  data-testid="tx-broadcast-confirm"
                  onClick={() => void send(decoded)}
                >
                  Send
                </button>
                <button type="button" className={button} onClick={() => setBroadcast({ state: 'idle' })}>
                  Cancel
                </button>
              </div>
            )}
            {broadcast.state === 'sending' && <p className="text-sm text-slate-500">Sending…</p>}
            {broadcast.state === 'error' && (
              <p role="alert" data-testid="tx-broadcast-error" className="text-sm text-red-700 dark:text-red-400">
                {broadcast.message}
              </p>
            )}
            {broadcast.state === 'issued' && (
              <p className="text-sm" data-testid="tx-status">
                Status: <strong data-testid="tx-status-value">{broadcast.status}</strong>
                {broadcast.reason && <span className="text-slate-600 dark:text-slate-400"> ({broadcast.reason})</span>}
                {FINAL_STATUSES.has(broadcast.status) ? (
                  <>
                    {' · '}
                    <Link
                      href={`/${decoded.chain.toLowerCase()}/tx/${broadcast.txID}`}
                      className="underline"
                      data-testid="tx-page-link"
                    >
                      open its page
                    </Link>
                  </>
                ) : (
                  <span className="text-slate-500"> · following…</span>
                )}
              </p>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
