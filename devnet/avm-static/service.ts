// The static asset-VM API (/ext/vm/avm): avm.buildGenesis.
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { WIRE_PARAMS_ERROR_MESSAGE } from '@/lib/registry/wire-params';
import { NodeError, type ServiceModule } from '../core/contracts';
import { encodingParam, str, strList } from '../server/params';
import { type AssetDefinition, buildAvmGenesis, type MinterSet } from './genesis';

type Params = Record<string, unknown>;

const isObject = (v: unknown): v is Params => typeof v === 'object' && v !== null && !Array.isArray(v);

function num(v: unknown): number {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  throw new NodeError(WIRE_PARAMS_ERROR_MESSAGE);
}

function minterSets(list: unknown[] | undefined): MinterSet[] {
  return (list ?? []).map((m) => {
    const o = isObject(m) ? m : {};
    return { minters: strList(o, 'minters'), threshold: num(o.threshold) };
  });
}

function holders(list: unknown[] | undefined): { amount: bigint; address: string }[] {
  return (list ?? []).map((h) => {
    const o = isObject(h) ? h : {};
    return { amount: typeof o.amount === 'bigint' ? o.amount : BigInt(num(o.amount)), address: str(o, 'address') };
  });
}

export function createAvmStaticService(): ServiceModule {
  return {
    service: 'avm',
    handlers: {
      'avm.buildGenesis': (p) => {
        const enc = encodingParam(p);
        if (enc === 'json') throw new NodeError("couldn't encode genesis as string: invalid encoding");
        const data = isObject(p.genesisData) ? p.genesisData : {};
        const assets: Record<string, AssetDefinition> = {};
        for (const [alias, raw] of Object.entries(data)) {
          const a = isObject(raw) ? raw : {};
          let memo: Uint8Array;
          try {
            memo = parseBytes(str(a, 'memo'), enc);
          } catch (e) {
            throw new NodeError(`problem formatting asset definition memo due to: ${(e as Error).message}`);
          }
          const state = isObject(a.initialState) ? a.initialState : {};
          const initialState: AssetDefinition['initialState'] = {};
          for (const [kind, list] of Object.entries(state)) {
            const items = Array.isArray(list) ? list : [];
            if (kind === 'fixedCap') initialState.fixedCap = holders(items);
            else if (kind === 'variableCap') initialState.variableCap = minterSets(items);
            else if (kind === 'nonFungible') initialState.nonFungible = minterSets(items);
            else initialState[kind] = items;
          }
          assets[alias] = {
            name: str(a, 'name'),
            symbol: str(a, 'symbol'),
            denomination: num(a.denomination),
            memo,
            initialState,
          };
        }
        const bytes = buildAvmGenesis(num(p.networkID), assets);
        return { bytes: formatBytes(bytes, enc), encoding: enc };
      },
    },
  };
}
