import type { Metadata } from 'next';
import { shareMetadata } from '@/components/og/share-metadata';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ControlKeys } from '@/components/l1s/owners';
import { subnetKind } from '@/lib/explorer/subnet-kind';
import { L1Validators, validatorsFrom } from '@/components/l1s/l1-validators';
import { SectionCard, load, Rows } from '@/components/ui/section-card';
import { IdText } from '@/components/ui/id-text';
import { IdPageTitle } from '@/components/ui/page-title';
import { ErrorState } from '@/components/ui/states';
import { absoluteTime } from '@/lib/format/time';
import { EMPTY_ID, PRIMARY_NETWORK_ID } from '@/lib/schemas/primary-network';
import { isRpcError } from '@/lib/rpc/errors';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import { urls } from '@/lib/explorer/urls';
import { formatAvax, formatCount } from '@/lib/format/amount';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return shareMetadata(
    `L1 ${id}`,
    `Chains, validators, ownership and stake of the L1 ${id}, read straight from the node.`,
  );
}

export default async function SubnetPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { validators_from: validatorsFromParam } = await searchParams;
  if (!isCb58Id(id)) notFound();
  const c = serverNodeClient();
  const primary = id === PRIMARY_NETWORK_ID;
  let subnet;
  try {
    subnet = primary ? null : await c.platform.getSubnet({ subnetID: id });
  } catch (e) {
    // The node answers an unknown subnet with a JSON-RPC error; anything else is the node being down.
    if (isRpcError(e)) notFound();
    return <ErrorState title="The node is not answering" detail={(e as Error).message} />;
  }
  const [validates, chains, validators, totalStake] = await Promise.all([
    load(c.platform.validates({ subnetID: id })),
    load(c.platform.getBlockchains({})),
    load(c.platform.getCurrentValidators(primary ? {} : { subnetID: id })),
    load(c.platform.getTotalStake({ subnetID: id })),
  ]);
  const chainList = chains.ok ? chains.value.blockchains : [];
  const l1ValidationIDs = validators.ok
    ? validators.value.validators.flatMap((v) => (v.validationID ? [v.validationID] : []))
    : [];
  const chainIDs = validates.ok
    ? validates.value.blockchainIDs
    : chainList.filter((b) => b.subnetID === id).map((b) => b.id);
  const title = primary
    ? 'Primary Network'
    : chainList
        .filter((b) => b.subnetID === id)
        .map((b) => b.name)
        .join(', ') || 'Subnet without chains';

  return (
    <div className="space-y-4">
      <IdPageTitle back={{ href: '/l1s', label: 'L1s' }} title={title} id={id} />
      <div className="grid gap-4 lg:grid-cols-2">
        <SectionCard title="Ownership" testId="subnet-ownership">
          {subnet ? (
            <Rows
              rows={[
                ['Kind', subnetKind(subnet), 'subnet-kind'],
                ['Control keys', <ControlKeys key="c" keys={subnet.controlKeys} threshold={subnet.threshold} />],
                ['Threshold', String(subnet.threshold)],
                ['Locktime', subnet.locktime === 0n ? 'none' : absoluteTime(Number(subnet.locktime) * 1000)],
                ...(subnet.subnetTransformationTxID !== EMPTY_ID
                  ? [
                      [
                        'Transformation tx',
                        <IdText
                          key="t"
                          id={subnet.subnetTransformationTxID}
                          href={urls.tx('P', subnet.subnetTransformationTxID)}
                        />,
                      ] as [string, React.ReactNode],
                    ]
                  : []),
                ...(subnet.conversionID && subnet.conversionID !== EMPTY_ID
                  ? [
                      ['Conversion ID', <IdText key="cv" id={subnet.conversionID} />] as [string, React.ReactNode],
                      [
                        'Manager chain',
                        subnet.managerChainID ? (
                          <IdText key="m" id={subnet.managerChainID} href={urls.blockchain(subnet.managerChainID)} />
                        ) : (
                          '—'
                        ),
                      ] as [string, React.ReactNode],
                      [
                        'Manager address',
                        <span key="ma" className="break-all font-mono text-xs">
                          {subnet.managerAddress ?? '—'}
                        </span>,
                      ] as [string, React.ReactNode],
                    ]
                  : []),
              ]}
            />
          ) : (
            <p className="text-sm">Secured by AVAX stakers (proof of stake).</p>
          )}
        </SectionCard>
        <SectionCard title="Stake" testId="subnet-stake">
          <Rows
            rows={[
              [
                'Validators',
                validators.ok ? validators.value.validators.length : validators.error,
                'subnet-validator-count',
              ],
              // The Primary Network's weight is its stake, in nAVAX: shown as AVAX.
              [
                primary ? 'Total stake' : 'Total weight',
                totalStake.ok
                  ? primary
                    ? formatAvax(totalStake.value.weight, { maxFractionDigits: 3 })
                    : formatCount(totalStake.value.weight)
                  : '—',
                'subnet-total-weight',
              ],
            ]}
          />
          <p className="mt-3 text-sm">
            <Link
              href={urls.validators({ subnetID: id })}
              className="text-brand-600 hover:underline dark:text-brand-500"
            >
              See its validators →
            </Link>
          </p>
        </SectionCard>
      </div>
      {!primary && validators.ok && (
        <L1Validators
          subnetID={id}
          validationIDs={l1ValidationIDs}
          from={validatorsFrom(validatorsFromParam, l1ValidationIDs.length)}
        />
      )}
      <SectionCard title="Blockchains" testId="subnet-chains">
        {chainIDs.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No blockchains.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {chainIDs.map((cid) => {
              const b = chainList.find((x) => x.id === cid);
              return (
                <li key={cid} className="flex flex-wrap items-center gap-2">
                  <Link
                    href={urls.blockchain(cid)}
                    className="font-medium text-brand-600 hover:underline dark:text-brand-500"
                  >
                    {b?.name ?? cid}
                  </Link>
                  <span className="truncate font-mono text-xs text-slate-500">{cid}</span>
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
