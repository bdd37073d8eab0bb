'use client';
// /fees: the static fee schedule, the P-chain dynamic fee state, and for an EVM chain (C or an L1's
// subnet-evm) the base fee and gas use of recent blocks, its fee config and its fork/precompile rules.
import type { ReactNode } from 'react';
import { ColumnChart } from '@/components/charts/column-chart';
import { useUrlParams } from '@/components/validators/use-url-params';
import { Rows, SectionCard, Unavailable } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAmount, formatAvax, formatCount } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { useEvmChains, useEvmFees, useL1ValidatorFees, usePChainFeeState, useTxFees } from './use-fee-queries';

const FEE_LABELS: [string, string][] = [
  ['txFee', 'Base transaction'],
  ['createAssetTxFee', 'Create asset'],
  ['createSubnetTxFee', 'Create subnet'],
  ['transformSubnetTxFee', 'Transform subnet'],
  ['createBlockchainTxFee', 'Create blockchain'],
  ['addPrimaryNetworkValidatorFee', 'Add Primary Network validator'],
  ['addPrimaryNetworkDelegatorFee', 'Add Primary Network delegator'],
  ['addSubnetValidatorFee', 'Add subnet validator'],
  ['addSubnetDelegatorFee', 'Add subnet delegator'],
];
const gwei = (wei: bigint) => `${formatAmount(wei, 9, { maxFractionDigits: 4 })} gwei`;

/** A fee state's figures, then when the node read it. */
function FeeState({ rows, timestamp }: { rows: Parameters<typeof Rows>[0]['rows']; timestamp: string }) {
  return <Rows rows={[...rows, ['As of', absoluteTime(Date.parse(timestamp))]]} />;
}

/** A card for one query: why it failed while there is nothing to show, a placeholder while it loads, else `children`. */
function QueryCard<T>({
  title,
  testId,
  query,
  what,
  loading = 'h-40 w-full',
  children,
  footer,
}: {
  title: string;
  testId: string;
  query: { data: T | undefined; error: Error | null };
  what: string;
  /** The placeholder's size classes. */
  loading?: string;
  children: (data: T) => ReactNode;
  /** Shown under the card's content whatever the query's state. */
  footer?: ReactNode;
}) {
  return (
    <SectionCard title={title} testId={testId}>
      {query.error && !query.data ? (
        <Unavailable what={what} error={query.error.message} />
      ) : !query.data ? (
        <Skeleton className={loading} />
      ) : (
        children(query.data)
      )}
      {footer}
    </SectionCard>
  );
}

function TxFees() {
  const q = useTxFees();
  const dyn = usePChainFeeState();
  const l1 = useL1ValidatorFees();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <QueryCard
        title="Fee schedule (info.getTxFee)"
        testId="tx-fees"
        query={q}
        what="Fee schedule"
        footer={
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
            Since Etna, P-chain fees are dynamic (below); this static schedule still applies to the X-chain.
          </p>
        }
      >
        {(fees) => (
          <table className="w-full text-sm">
            <tbody>
              {FEE_LABELS.map(([k, label]) => (
                <tr key={k} className="border-t border-slate-100 first:border-0 dark:border-slate-800">
                  <td className="py-1.5 pr-2 text-slate-600 dark:text-slate-400">{label}</td>
                  <td className="py-1.5 text-right tabular-nums" data-testid={`fee-${k}`}>
                    {formatAvax(fees[k as keyof typeof fees])}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryCard>
      <QueryCard title="P-chain dynamic fees" testId="p-dynamic-fees" query={dyn} what="Dynamic fee state">
        {({ state, config }) => (
          <FeeState
            rows={[
              ['Gas price', `${formatCount(state.price)} nAVAX / gas`],
              ['Capacity', `${formatCount(state.capacity)} / ${formatCount(config.maxCapacity)} gas`],
              ['Excess', formatCount(state.excess)],
              [
                'Target / max rate',
                `${formatCount(config.targetPerSecond)} / ${formatCount(config.maxPerSecond)} gas/s`,
              ],
              ['Min price', `${config.minPrice} nAVAX / gas`],
              ['Weights', `[${config.weights.join(', ')}] (bandwidth, reads, writes, compute)`],
            ]}
            timestamp={state.timestamp}
          />
        )}
      </QueryCard>
      <QueryCard
        title="L1 validator fees (ACP-77)"
        testId="l1-validator-fees"
        query={l1}
        what="L1 validator fee state"
        loading="h-24 w-full"
      >
        {({ state, config }) => (
          <FeeState
            rows={[
              ['Price', `${formatCount(state.price)} nAVAX / validator / s`, 'l1-fee-price'],
              ['Excess', formatCount(state.excess)],
              ['Validators: target / capacity', `${formatCount(config.target)} / ${formatCount(config.capacity)}`],
              ['Min price', `${config.minPrice} nAVAX / s`],
              ['Excess conversion', formatCount(config.excessConversionConstant)],
            ]}
            timestamp={state.timestamp}
          />
        )}
      </QueryCard>
    </div>
  );
}

function EvmFees({ chain }: { chain: string }) {
  const { history: hist, feeConfig, chainConfig, rules } = useEvmFees(chain);
  const activeRules = rules.data;
  return (
    <div className="space-y-4">
      <QueryCard
        title="Base fee and gas use, recent blocks (eth_feeHistory)"
        testId="fee-history"
        query={hist}
        what="Fee history"
      >
        {(data) =>
          data.length === 0 ? (
            <p className="text-sm">No blocks yet.</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              <ColumnChart
                columns={data.map((r) => ({ x: Number(r.block), y: Number(r.baseFeeWei) / 1e9 }))}
                formatX={(x) => `block ${x}`}
                label="Base fee per block in gwei"
                formatY={(v) => `${v.toFixed(2)} gwei`}
                testId="base-fee-chart"
                footer={
                  <>
                    Base fee, blocks {data[0]!.block.toString()}–{data[data.length - 1]!.block.toString()}; latest{' '}
                    {gwei(data[data.length - 1]!.baseFeeWei)}
                  </>
                }
              />
              <ColumnChart
                columns={data.map((r) => ({ x: Number(r.block), y: r.gasUsedRatio * 100 }))}
                formatX={(x) => `block ${x}`}
                label="Gas used per block, percent of the limit"
                formatY={(v) => `${v.toFixed(1)}%`}
                footer="Gas used, % of the block gas limit"
              />
            </div>
          )
        }
      </QueryCard>
      <SectionCard title="Fee config (eth_feeConfig)" testId="fee-config">
        {feeConfig.error ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="fee-config-missing">
            This chain does not serve <code>eth_feeConfig</code>
            {chain === 'C'
              ? ': the C-chain (coreth) has no fee config; its fees follow the network upgrades’ dynamic fee rules.'
              : '.'}{' '}
            <span className="text-xs">({feeConfig.error.message})</span>
          </p>
        ) : !feeConfig.data ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
            {Object.entries(feeConfig.data.feeConfig).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-slate-500">{k}</dt>
                <dd className="tabular-nums">{formatCount(v)}</dd>
              </div>
            ))}
            {feeConfig.data.lastChangedAt != null && (
              <>
                <dt className="text-slate-500">lastChangedAt</dt>
                <dd>block {feeConfig.data.lastChangedAt}</dd>
              </>
            )}
          </dl>
        )}
      </SectionCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <QueryCard title="Forks (eth_getChainConfig)" testId="chain-config" query={chainConfig} what="Chain config">
          {(cfg) => (
            <>
              <p className="mb-2 text-sm">
                EVM chain id{' '}
                <span className="font-mono" data-testid="evm-chain-id">
                  {cfg.chainId ?? '—'}
                </span>
              </p>
              <table className="w-full text-sm">
                <tbody>
                  {cfg.forks.map((f) => (
                    <tr key={f.name} className="border-t border-slate-100 first:border-0 dark:border-slate-800">
                      <td className="py-1 pr-2">{f.name}</td>
                      <td className="py-1 text-right text-xs text-slate-600 dark:text-slate-400">
                        {f.block !== undefined
                          ? `block ${f.block}`
                          : f.timestampMs !== undefined
                            ? f.timestampMs === 0
                              ? 'from genesis'
                              : absoluteTime(f.timestampMs)
                            : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {cfg.precompiles.length > 0 && (
                <>
                  <h3 className="mt-3 text-sm font-medium">Precompiles</h3>
                  <ul className="text-sm">
                    {cfg.precompiles.map((p) => (
                      <li key={p.name} title={JSON.stringify(p.config)}>
                        {p.name}:{' '}
                        {p.timestampMs === null
                          ? 'configured'
                          : p.timestampMs === 0
                            ? 'from genesis'
                            : absoluteTime(p.timestampMs)}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {cfg.other.length > 0 && (
                <p className="mt-2 text-xs text-slate-500">{cfg.other.map(([k, v]) => `${k}: ${v}`).join(' · ')}</p>
              )}
            </>
          )}
        </QueryCard>
        <SectionCard title="Active rules now (eth_getActiveRulesAt)" testId="active-rules">
          {rules.error ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Not served by this chain{chain === 'C' ? ' (coreth has no eth_getActiveRulesAt)' : ''}.{' '}
              <span className="text-xs">({rules.error.message})</span>
            </p>
          ) : !activeRules ? (
            <Skeleton className="h-40 w-full" />
          ) : (
            <div className="space-y-2 text-sm">
              {(['avalancheRules', 'ethRules'] as const).map((k) => (
                <div key={k}>
                  <h3 className="font-medium">{k === 'ethRules' ? 'Ethereum rules' : 'Avalanche rules'}</h3>
                  <ul className="mt-1 flex flex-wrap gap-1">
                    {Object.entries(activeRules[k])
                      .filter(([, v]) => typeof v === 'boolean')
                      .map(([name, on]) => (
                        <li
                          key={name}
                          className={`rounded px-1.5 py-0.5 text-xs ${on ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300' : 'bg-slate-100 text-slate-500 line-through dark:bg-slate-800'}`}
                        >
                          {name.replace(/^Is/, '')}
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
              <h3 className="font-medium">Precompiles</h3>
              {Object.keys(activeRules.precompiles).length === 0 ? (
                <p className="text-slate-600 dark:text-slate-400">None active.</p>
              ) : (
                <ul>
                  {Object.entries(activeRules.precompiles).map(([name, p]) => (
                    <li key={name}>
                      {name}: since {p.timestamp === 0 ? 'genesis' : absoluteTime(p.timestamp * 1000)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </SectionCard>
      </div>
    </div>
  );
}

export function FeesView() {
  const [params, setParams] = useUrlParams();
  const chain = params.get('chain') ?? 'C';
  const chains = useEvmChains();
  return (
    <div className="space-y-6">
      <TxFees />
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">EVM chain</h2>
        <select
          value={chain}
          onChange={(e) => setParams({ chain: e.target.value === 'C' ? null : e.target.value })}
          aria-label="EVM chain"
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {(chains.some((c) => c.id === chain) ? chains : [...chains, { id: chain, label: chain }]).map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <EvmFees key={chain} chain={chain} />
    </div>
  );
}
