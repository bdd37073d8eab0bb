// The static asset-VM API (/ext/vm/avm): avm.buildGenesis.
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { registry } from '@/lib/registry';
import { WIRE_PARAMS_ERROR_MESSAGE } from '@/lib/registry/wire-params';
import { NodeError } from '../core/contracts';
import { implement, type ServiceImplementation } from '../server/implement';
import { encodingOf, strings } from '../server/params';
import { type AssetDefinition, buildAvmGenesis, type MinterSet } from './genesis';

type DecodedMinterSet = { minters?: (string | null)[]; threshold?: number } | null;

function minterSets(list: readonly DecodedMinterSet[] | undefined): MinterSet[] {
  return (list ?? []).map((m) => ({ minters: strings(m?.minters), threshold: m?.threshold ?? 0 }));
}

/**
 * A nonFungible initial state: the registry leaves its items unshaped (the spec does), while the
 * node decodes them as minter sets, so a wrong type fails the call like any unmarshal error.
 */
function nonFungibleSets(list: readonly unknown[] | undefined): MinterSet[] {
  return (list ?? []).map((m) => {
    if (m === null) return { minters: [], threshold: 0 };
    if (typeof m !== 'object' || Array.isArray(m)) throw new NodeError(WIRE_PARAMS_ERROR_MESSAGE);
    const { minters, threshold } = m as Record<string, unknown>;
    const okMinters =
      minters === undefined ||
      minters === null ||
      (Array.isArray(minters) && minters.every((x) => typeof x === 'string' || x === null));
    const okThreshold = threshold === undefined || threshold === null || Number.isSafeInteger(threshold);
    if (!okMinters || !okThreshold) throw new NodeError(WIRE_PARAMS_ERROR_MESSAGE);
    return { minters: strings(minters as (string | null)[] | undefined), threshold: (threshold as number | null) ?? 0 };
  });
}

export function createAvmStaticService(): ServiceImplementation {
  return implement(registry.avmStatic, {
    buildGenesis: (p) => {
      const enc = encodingOf(p.encoding);
      if (enc === 'json') throw new NodeError("couldn't encode genesis as string: invalid encoding");
      const assets: Record<string, AssetDefinition> = {};
      for (const [alias, a] of Object.entries(p.genesisData ?? {})) {
        let memo: Uint8Array;
        try {
          memo = parseBytes(a?.memo ?? '', enc);
        } catch (e) {
          throw new NodeError(`problem formatting asset definition memo due to: ${(e as Error).message}`);
        }
        const state = a?.initialState ?? {};
        const initialState: AssetDefinition['initialState'] = {};
        if (state.fixedCap)
          initialState.fixedCap = state.fixedCap.map((h) => ({ amount: h?.amount ?? 0n, address: h?.address ?? '' }));
        if (state.variableCap) initialState.variableCap = minterSets(state.variableCap);
        if (state.nonFungible) initialState.nonFungible = nonFungibleSets(state.nonFungible);
        if (state.limitedTransfer) initialState.limitedTransfer = state.limitedTransfer;
        assets[alias] = {
          name: a?.name ?? '',
          symbol: a?.symbol ?? '',
          denomination: a?.denomination ?? 0,
          memo,
          initialState,
        };
      }
      const bytes = buildAvmGenesis(p.networkID ?? 0, assets);
      return { bytes: formatBytes(bytes, enc), encoding: enc };
    },
  });
}
