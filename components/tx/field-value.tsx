import { IdText } from '@/components/ui/id-text';
import type { FieldValue } from '@/lib/decode/model';
import type { AssetMeta } from '@/lib/explorer/assets';
import { urls } from '@/lib/explorer/urls';
import { formatDuration, absoluteTime } from '@/lib/format/time';
import { Amount } from '../ui/amount';
import { BytesBlock } from './bytes-block';
import { Owners } from './owners';
import { formatCount } from '@/lib/format/amount';

/** Renders one typed field of a tx; `avax` stands in for L1 balances, which are always AVAX. */
export function FieldValueView({
  value,
  assets,
  avaxAssetID,
}: {
  value: FieldValue;
  assets: Record<string, AssetMeta>;
  avaxAssetID: string;
}) {
  switch (value.kind) {
    case 'text':
      return <span className="break-words">{value.value}</span>;
    case 'number':
      return <span className="font-mono tabular-nums">{formatCount(value.value)}</span>;
    case 'amount': {
      const id = value.assetID || avaxAssetID;
      return <Amount value={value.value} meta={assets[id]} assetID={id} />;
    }
    case 'time':
      return <span>{absoluteTime(Number(value.unixSeconds) * 1000)}</span>;
    case 'duration':
      return <span>{formatDuration(Number(value.seconds) * 1000)}</span>;
    case 'percent':
      return <span className="tabular-nums">{value.value.toLocaleString('en-US', { maximumFractionDigits: 4 })}%</span>;
    case 'tx':
      return <IdText id={value.id} href={urls.tx(value.chain, value.id)} />;
    case 'node':
      return <IdText id={value.nodeID} href={urls.validator(value.nodeID)} />;
    case 'subnet':
      return <IdText id={value.id} href={urls.subnet(value.id)} />;
    case 'blockchain':
      return <IdText id={value.id} href={urls.blockchain(value.id)} />;
    case 'chain':
      return (
        <span>
          {value.alias ? `${value.alias}-Chain ` : ''}
          <IdText id={value.id} />
        </span>
      );
    case 'id':
      return <IdText id={value.value} />;
    case 'hex':
      return <IdText id={value.value} />;
    case 'owners':
      return <Owners owners={value.owners} />;
    case 'bytes':
      return <BytesBlock value={value.value} label="field" />;
  }
}
