// The X-chain genesis of the local network: one CreateAssetTx for AVAX built exactly as
// AvalancheGo's genesis builder does (memo = the allocations' ETH addresses, fixed-cap outputs to
// the allocations with an initial amount, sorted), so its id is the real AVAX asset id.
import { hex } from '@scure/base';
import { sortOutputs, type Output } from '@/lib/codec/avax';
import { AVM_TYPES, type AvmTx } from '@/lib/codec/avm/types';
import { AVAX_DENOMINATION, AVAX_NAME, AVAX_SYMBOL, GENESIS_ALLOCATIONS } from '../genesis/constants';
import { compareBytes } from '@/lib/codec/ids';

/** ethAddr of every local allocation (genesis_local.json). */
const LOCAL_ETH_ADDR = hex.decode('b3d82b1367d362de99ab59a658165aff520cbd4d');

export function avaxGenesisTx(networkID: number): AvmTx {
  // genesis.Allocation sorts by initial amount, then by address.
  const xAllocs = GENESIS_ALLOCATIONS.filter((a) => a.initialAmount > 0n).sort((a, b) =>
    a.initialAmount === b.initialAmount
      ? compareBytes(a.address, b.address)
      : a.initialAmount < b.initialAmount
        ? -1
        : 1,
  );
  const memo = new Uint8Array(xAllocs.length * 20);
  xAllocs.forEach((_, i) => memo.set(LOCAL_ETH_ADDR, i * 20));
  const outputs: Output[] = xAllocs.map((a) => ({
    kind: 'secp256k1fx.TransferOutput',
    amount: a.initialAmount,
    owners: { locktime: 0n, threshold: 1, addrs: [a.address] },
  }));
  return {
    unsigned: {
      kind: 'CreateAssetTx',
      base: { networkID, blockchainID: new Uint8Array(32), outputs: [], inputs: [], memo },
      name: AVAX_NAME,
      symbol: AVAX_SYMBOL,
      denomination: AVAX_DENOMINATION,
      initialStates: [{ fxIndex: 0, outputs: sortOutputs(AVM_TYPES, outputs) }],
    },
    credentials: [],
  };
}
