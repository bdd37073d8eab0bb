// X-chain genesis bytes (avm.buildGenesis) read back with Snowline's codec: `Genesis{Txs
// []GenesisAsset{Alias string, CreateAssetTx}}`, each CreateAssetTx embedded without its type id.
import { hrpForNetworkId } from '@/lib/codec/address';
import { decodeAvmUnsignedTx } from '@/lib/codec/avm/tx';
import type { AvmUnsignedTx } from '@/lib/codec/avm/types';
import { AVM_TYPE_IDS } from '@/lib/codec/avm/types';
import { CodecReader } from '@/lib/codec/reader';
import { CodecWriter } from '@/lib/codec/writer';
import { avmTxView } from '@/lib/decode/avm';
import type { OutputView } from '@/lib/decode/model';

export interface GenesisAssetView {
  alias: string;
  name: string;
  symbol: string;
  denomination: number;
  memo: string;
  networkID: number | null;
  initialOutputs: OutputView[];
}

/** Decodes framed bytes that start with one unsigned tx; returns it and where it ends. */
function decodeLeading(all: Uint8Array): { unsigned: AvmUnsignedTx; end: number } {
  try {
    return { unsigned: decodeAvmUnsignedTx(all), end: all.length };
  } catch (e) {
    // The strict reader names where the tx ended when more follows: the next asset.
    const m = /trailing bytes after offset (\d+)/.exec((e as Error).message);
    if (!m) throw e;
    const end = Number(m[1]);
    return { unsigned: decodeAvmUnsignedTx(all.subarray(0, end)), end };
  }
}

/** One embedded CreateAssetTx from `start`: its view and the offset after it. */
function readEmbeddedCreateAsset(bytes: Uint8Array, start: number): { view: GenesisAssetView; end: number } {
  // The codec reads version + type id + body: the embedded body gets that frame (6 bytes) first.
  const framed = new CodecWriter(bytes.length - start + 6);
  framed.u16(0);
  framed.u32(AVM_TYPE_IDS.CreateAssetTx);
  framed.fixed(bytes.subarray(start));
  const { unsigned, end } = decodeLeading(framed.finish());
  if (unsigned.kind !== 'CreateAssetTx') throw new Error('a genesis asset that is not a CreateAssetTx');
  const hrp = hrpForNetworkId(unsigned.base.networkID);
  const view = avmTxView({ unsigned, credentials: [] }, '', { hrp, chainAliases: {} });
  const memo = new TextDecoder().decode(unsigned.base.memo);
  return {
    view: {
      alias: '',
      name: unsigned.name,
      symbol: unsigned.symbol,
      denomination: unsigned.denomination,
      memo,
      networkID: unsigned.base.networkID,
      initialOutputs: view.createdAsset?.initialOutputs ?? [],
    },
    end: start + (end - 6),
  };
}

export function decodeAvmGenesis(bytes: Uint8Array): GenesisAssetView[] {
  const r = new CodecReader(bytes);
  if (r.u16() !== 0) throw new Error('unknown codec version');
  const count = r.u32();
  const out: GenesisAssetView[] = [];
  let offset = r.offset;
  for (let i = 0; i < count; i++) {
    const ar = new CodecReader(bytes.subarray(offset));
    const alias = ar.str();
    const { view, end } = readEmbeddedCreateAsset(bytes, offset + ar.offset);
    out.push({ ...view, alias });
    offset = end;
  }
  if (offset !== bytes.length) throw new Error(`${bytes.length - offset} trailing bytes after the genesis`);
  return out;
}
