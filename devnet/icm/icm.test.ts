import { bytesToHex, decodeEventLog, hexToBytes, type Hex } from 'viem';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { deriveKey } from '@/devnet/genesis/keys';
import { encodeSignedWarpMessage, encodeSigners } from '@/lib/codec/warp';
import { createRng } from '@/devnet/core/rng';
import { testContext } from '@/devnet/core/testing';
import { createCChain, createSubnetEvmChain, type EvmChain } from '@/devnet/evm/index';
import { C_CHAIN_ID, X_CHAIN_ID } from '@/devnet/genesis/constants';
import { createPChain } from '@/devnet/pchain/index';
import { SILENT_LOGGER } from '@/devnet/core/logger';
import { idToString } from '@/lib/codec/ids';
import { decodeIcmWarpMessage, warpMessageId } from '@/lib/codec/warp';
import { icmMessengerAbi } from '@/lib/codec/abis/icm-messenger';
import { warpMessengerAbi } from '@/lib/codec/abis/warp';
import { ICM_MESSENGER_ADDRESS, WARP_PRECOMPILE_ADDRESS } from './contracts';
import { createDevnetIcm } from './index';
import { signDelivery } from './relayer';
import { STUCK_L1_EVM_CHAIN_ID } from './stuck-l1';

const SEED = 'icm-test';

async function icmDevnet(file?: string) {
  const ctx = testContext(file ? { file } : {});
  const icm = createDevnetIcm({ seed: SEED, networkID: ctx.networkID, log: SILENT_LOGGER });
  const c = await createCChain(ctx, { icm: icm.hooks(C_CHAIN_ID) });
  const p = createPChain(ctx, { validators: 2, delegators: 0, xChainID: X_CHAIN_ID, seed: SEED, icmStuckL1: true });
  icm.bind(p);
  const chains: EvmChain[] = [c];
  for (const b of p.subnetEvmChains()) {
    if (b.evmChainId !== 99002 && b.evmChainId !== STUCK_L1_EVM_CHAIN_ID) continue;
    chains.push(
      await createSubnetEvmChain(ctx, {
        blockchainID: b.blockchainID,
        blockchainIDStr: b.blockchainIDStr,
        evmChainId: b.evmChainId,
        icm: icm.hooks(b.blockchainID),
        allowListRoles: { enabled: icm.accounts },
      }),
    );
  }
  const [source] = icm.activity(() => chains);
  return {
    ctx,
    c,
    l1: chains.find((x) => x.evmChainId === 99002)!,
    chains,
    source: source!,
    relayer: icm.relayer(() => chains),
  };
}

/** The SendWarpMessage logs of a chain's warp precompile. */
async function warpLogs(chain: EvmChain) {
  return (await chain.activity.request('eth_getLogs', [
    { fromBlock: '0x0', toBlock: 'latest', address: WARP_PRECOMPILE_ADDRESS },
  ])) as { data: Hex; topics: [Hex, ...Hex[]] }[];
}

async function messengerEvents(chain: EvmChain) {
  const logs = (await chain.activity.request('eth_getLogs', [
    { fromBlock: '0x0', toBlock: 'latest', address: ICM_MESSENGER_ADDRESS },
  ])) as { data: Hex; topics: [Hex, ...Hex[]] }[];
  return logs.map((l) => decodeEventLog({ abi: icmMessengerAbi, data: l.data, topics: l.topics }));
}

describe('the devnet ICM relayer', () => {
  it('delivers a C-Chain message to the L1, records the refused one as failed, and leaves the stuck one below quorum', async () => {
    const d = await icmDevnet();
    const rng = createRng(SEED);
    expect(await d.source.step(rng)).toBe(true);

    // Sent: three messages from the C-Chain's messenger, each through the warp precompile.
    const sent = (await messengerEvents(d.c)).filter((e) => e.eventName === 'SendCrossChainMessage');
    expect(sent.map((e) => (e.args as { message: { messageNonce: bigint } }).message.messageNonce)).toEqual([
      1n,
      2n,
      3n,
    ]);

    const outcomes = await d.relayer.relayOnce();
    const byStatus = (s: string) => outcomes.filter((o) => o.status === s);
    expect(byStatus('delivered')).toHaveLength(2);
    const stuck = byStatus('below-quorum');
    expect(stuck).toHaveLength(1);
    // Two of the stuck L1's three equal validators are inactive: 1000 of 3000 can sign.
    expect(stuck[0]).toMatchObject({ signedWeight: 1000n, totalWeight: 3000n });

    const onL1 = await messengerEvents(d.l1);
    expect(onL1.filter((e) => e.eventName === 'ReceiveCrossChainMessage')).toHaveLength(2);
    expect(onL1.filter((e) => e.eventName === 'MessageExecuted')).toHaveLength(1);
    const failed = onL1.filter((e) => e.eventName === 'MessageExecutionFailed');
    expect(failed).toHaveLength(1);
    expect((failed[0]!.args as { message: { message: Hex } }).message.message).toBe(
      bytesToHex(new TextEncoder().encode('fail')),
    );

    // Delivered ids are the messenger's own (calculateMessageID) and are not delivered twice.
    const delivered = byStatus('delivered')
      .map((o) => o.messageID)
      .sort();
    const received = onL1
      .filter((e) => e.eventName === 'ReceiveCrossChainMessage')
      .map((e) => (e.args as { messageID: Hex }).messageID)
      .sort();
    expect(received).toEqual(delivered);
    const again = await d.relayer.relayOnce();
    expect(again.filter((o) => o.status === 'delivered')).toHaveLength(0);
    expect(again.filter((o) => o.status === 'below-quorum')).toHaveLength(1);
  }, 120_000);

  it('serves warp_getMessage and this node’s warp_getMessageSignature for a sent message', async () => {
    const d = await icmDevnet();
    await d.source.step(createRng(SEED));
    const logs = await warpLogs(d.c);
    const id = hexToBytes(logs[0]!.topics[2]!);
    const rpc = async (method: string) =>
      (await d.c.handleRpc({ jsonrpc: '2.0', id: 1, method, params: [idToString(id)] })) as {
        result?: Hex;
        error?: { message: string };
      };
    const msg = await rpc('warp_getMessage');
    const unsigned = hexToBytes(msg.result!);
    expect(warpMessageId(unsigned)).toEqual(id);
    const m = decodeIcmWarpMessage(unsigned);
    expect(m.warp.sourceChainID).toEqual(C_CHAIN_ID);
    expect(m.icm.destinationBlockchainID).toBe(bytesToHex(d.l1.blockchainID));
    expect(hexToBytes((await rpc('warp_getMessageSignature')).result!)).toHaveLength(96);
    const unknown = (await d.c.handleRpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'warp_getMessage',
      params: [idToString(new Uint8Array(32).fill(9))],
    })) as { error?: { message: string } };
    expect(unknown.error?.message).toMatch(/not found/);
  }, 120_000);

  it('replays delivered messages on restart to the same blocks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'icm-'));
    try {
      const file = join(dir, 'devnet.sqlite');
      const first = await icmDevnet(file);
      const rng = createRng(SEED);
      await first.source.step(rng);
      await first.relayer.relayOnce();
      const heads = await Promise.all(
        first.chains.map((x) => x.activity.request('eth_getBlockByNumber', ['latest', false])),
      );
      first.ctx.db.close();
      // A second start on the same file replays every block (predicates included) or refuses to start.
      const second = await icmDevnet(file);
      const again = await Promise.all(
        second.chains.map((x) => x.activity.request('eth_getBlockByNumber', ['latest', false])),
      );
      expect(again.map((b) => (b as { hash: Hex }).hash)).toEqual(heads.map((b) => (b as { hash: Hex }).hash));
      expect((await messengerEvents(second.l1)).filter((e) => e.eventName === 'ReceiveCrossChainMessage')).toHaveLength(
        2,
      );
      second.ctx.db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('refuses a delivery whose predicate claims signers that did not sign', async () => {
    const d = await icmDevnet();
    await d.source.step(createRng(SEED));
    const logs = await warpLogs(d.c);
    const unsigned = hexToBytes(
      decodeEventLog({
        abi: warpMessengerAbi,
        data: logs[0]!.data,
        topics: logs[0]!.topics,
      }).args.message,
    );
    const forged = encodeSignedWarpMessage({
      unsigned: decodeIcmWarpMessage(unsigned).warp,
      signature: { signers: encodeSigners([0, 1, 2]), signature: new Uint8Array(96).fill(0) },
    });
    const relayer = privateKeyToAccount(bytesToHex(deriveKey(SEED, 'icm-relayer', 0).privateKey));
    const raw = await signDelivery(relayer, d.l1, forged, 1_000_000n);
    await expect(d.l1.issueRawTx(raw)).rejects.toThrow(/failed verification/);
    expect((await messengerEvents(d.l1)).filter((e) => e.eventName === 'ReceiveCrossChainMessage')).toHaveLength(0);
  }, 120_000);
});
