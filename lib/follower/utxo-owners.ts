// Who owned the UTXOs a batch spends: the batch itself (a UTXO spent soon after it was made), the
// store (every UTXO the follower saw created and not yet spent), and last the node, for UTXOs the
// follower never saw made: genesis allocations, anything before SNOWLINE_FOLLOW_FROM, and an atomic
// UTXO whose export on the other chain is not indexed yet. The node's tx is decoded for its outputs.
import { decodeAtomicTx } from '@/lib/codec/evm-atomic';
import { decodePvmUtxo, idToString } from '@/lib/codec';
import type { HistoryStore, UtxoRecord } from '@/lib/store/history/records';
import { utxoKey } from '@/lib/store/history/records';
import { cProduced } from './c-chain';
import { sha256, utxoId, utxoRecord, type ChainContext } from './chain-context';
import type { Consumed, DecodedTx, Producer } from './movements';
import { nodeBytes, NodeReadError, type NodeReader } from './node-reader';
import { decodePTxBytes, pProduced, stakerOf } from './p-chain';
import { decodeXTxBytes, xProduced } from './x-chain';

const PATHS = { X: '/ext/bc/X', P: '/ext/bc/P', C: '/ext/bc/C/avax' } as const;
const NODE_CONCURRENCY = 8;

/** Outputs of a tx the node has, by UTXO key; empty when the node has no such tx. */
async function producedOnNode(ctx: ChainContext, node: NodeReader, p: Producer): Promise<UtxoRecord[]> {
  const txID = idToString(p.txID);
  switch (p.chain) {
    case 'X': {
      const r = await node.call<{ tx: string }>(PATHS.X, 'avm.getTx', { txID, encoding: 'hex' });
      const { tx, txID: id } = decodeXTxBytes(nodeBytes(r.tx));
      return xProduced(ctx, tx, id);
    }
    case 'C': {
      const r = await node.call<{ tx: string }>(PATHS.C, 'avax.getAtomicTx', { txID, encoding: 'hex' });
      const bytes = nodeBytes(r.tx);
      return cProduced(ctx, decodeAtomicTx(bytes), sha256(bytes));
    }
    case 'P': {
      const r = await node.call<{ tx: string }>(PATHS.P, 'platform.getTx', { txID, encoding: 'hex' });
      const { tx, txID: id } = decodePTxBytes(nodeBytes(r.tx));
      const out = pProduced(ctx, tx, id);
      // Stake returned at the end of staking, and rewards, carry the staking tx's id.
      const staker = stakerOf(ctx, tx, id);
      staker?.stake.forEach((s, i) => out.push({ id: utxoId(id, staker.outputCount + i), chain: 'P', ...s }));
      // An auto-renewed validator's rewards are UTXOs of the RewardAutoRenewedValidatorTx that paid them.
      const paysRewards = staker || tx.unsigned.kind === 'RewardAutoRenewedValidatorTx';
      if (!out.some((u) => utxoKey(u.id) === utxoKey(utxoId(p.txID, p.outputIndex))) && paysRewards) {
        const rewards = await node.call<{ utxos: string[] }>(PATHS.P, 'platform.getRewardUTXOs', {
          txID,
          encoding: 'hex',
        });
        for (const hex of rewards.utxos) {
          const u = decodePvmUtxo(nodeBytes(hex));
          out.push(utxoRecord(ctx, u.txID, u.outputIndex, ctx.idText(u.assetID), u.output, 'P'));
        }
      }
      return out;
    }
  }
}

export interface OwnerLookup {
  /** Owners of everything the txs (in order) consume: known ones only. */
  resolve(txs: readonly DecodedTx[]): Promise<Map<string, UtxoRecord>>;
}

export function utxoOwners(ctx: ChainContext, store: HistoryStore, node: NodeReader): OwnerLookup {
  // Producers the node could not give (genesis UTXOs of the P-chain): not asked again.
  const unknown = new Set<string>();
  return {
    resolve: async (txs) => {
      const found = new Map<string, UtxoRecord>();
      const wanted = new Map<string, Consumed>();
      const made = new Map<string, UtxoRecord>();
      for (const tx of txs) {
        for (const c of tx.consumed) {
          const k = utxoKey(c.id);
          const local = made.get(k);
          if (local) found.set(k, local);
          else wanted.set(k, c);
        }
        for (const u of tx.produced) made.set(utxoKey(u.id), u);
      }
      if (wanted.size === 0) return found;
      const stored = await store.utxos([...wanted.values()].map((c) => c.id));
      for (const [k, u] of stored) {
        found.set(k, u);
        wanted.delete(k);
      }
      // The rest from the node, one read per producing tx.
      const byProducer = new Map<string, Producer>();
      for (const c of wanted.values()) {
        const pk = `${c.producer.chain}:${Buffer.from(c.producer.txID).toString('hex')}`;
        if (!unknown.has(pk)) byProducer.set(pk, c.producer);
      }
      const queue = [...byProducer];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [pk, producer] = next;
          try {
            for (const u of await producedOnNode(ctx, node, producer)) {
              const k = utxoKey(u.id);
              if (wanted.has(k)) found.set(k, u);
            }
          } catch (e) {
            // The node not answering fails the batch (it is read again); a tx it does not have, or
            // cannot be decoded, leaves those owners unknown.
            if (e instanceof NodeReadError && e.failure.kind !== 'rpc') throw e;
            unknown.add(pk);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(NODE_CONCURRENCY, queue.length) }, worker));
      return found;
    },
  };
}
