// Avalanche's precompiles on the devnet L1: contracts with subnet-evm's interfaces at their addresses
// once the chain config activates them, the configured roles in force, and the tx allow list refusing
// a sender it does not list, as subnet-evm's mempool does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFunctionResult, encodeFunctionData, toHex, type Abi, type Hex } from 'viem';
import { PRECOMPILES } from '@/lib/codec/abis/precompiles';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { EWOQ_PRIVATE_KEY } from '../genesis/constants';
import type { TestContext } from '../core/testing';
import { jsonRpc, jsonRpcReply } from '../core/json-rpc-client';
import { ARTIFACTS, type ContractName } from './contracts';
import { evmActivityAccounts, evmDeployer } from './deployments';
import { testL1 } from './test-l1';
import type { EvmChain } from './chain';
import { signTestTx } from './ewoq-evm-tx';

const ewoq = privateKeyToAccount(toHex(EWOQ_PRIVATE_KEY));
const FEE_MANAGER = '0x0200000000000000000000000000000000000003';
const TX_ALLOW_LIST = '0x0200000000000000000000000000000000000002';
const NATIVE_MINTER = '0x0200000000000000000000000000000000000001';
const REWARD_MANAGER = '0x0200000000000000000000000000000000000004';
const DEPLOYER_ALLOW_LIST = '0x0200000000000000000000000000000000000000';

describe('precompiles on the devnet L1', () => {
  const createdMs = Date.UTC(2026, 0, 1);
  let ctx: TestContext;
  let evm: EvmChain;
  const user = evmActivityAccounts()[0]!;
  beforeAll(async () => {
    ({ ctx, evm } = await testL1({ startMs: createdMs, idByte: 9, name: 'precompileL1', evmChainId: 99998 }));
  });
  afterAll(() => ctx.db.close());

  const read = async (
    name: ContractName,
    to: Hex,
    functionName: string,
    args: unknown[] = [],
    abi: Abi = ARTIFACTS[name].abi,
  ) =>
    decodeFunctionResult({
      abi,
      functionName,
      data: await jsonRpc<Hex>(evm, 'eth_call', [
        { to, data: encodeFunctionData({ abi, functionName, args }) },
        'latest',
      ]),
    });
  const sign = async (from: PrivateKeyAccount, tx: { to?: Hex; data?: Hex; value?: bigint; gas?: bigint }) =>
    signTestTx(
      from,
      99998,
      Number(BigInt(await jsonRpc<Hex>(evm, 'eth_getTransactionCount', [from.address, 'pending']))),
      tx,
      { gas: 200_000n, maxFeePerGas: 10n ** 12n, maxPriorityFeePerGas: 1n },
    );
  const receipt = async (hash: Hex) =>
    jsonRpc<{ status: Hex; logs: { address: Hex; topics: Hex[] }[] }>(evm, 'eth_getTransactionReceipt', [hash]);

  it('answers the fee manager with the chain fee config and the allow lists with the configured roles', async () => {
    // Read with subnet-evm's interface, as a wallet or Snowline's decoder would.
    const feeManagerAbi = PRECOMPILES.find((p) => p.name === 'FeeManager')!.abi;
    expect(await read('FeeManager', FEE_MANAGER, 'getFeeConfig', [], feeManagerAbi)).toEqual([
      8_000_000n,
      2n,
      25_000_000_000n,
      15_000_000n,
      36n,
      0n,
      1_000_000n,
      200_000n,
    ]);
    expect(await read('TxAllowList', TX_ALLOW_LIST, 'readAllowList', [ewoq.address])).toBe(2n);
    expect(await read('TxAllowList', TX_ALLOW_LIST, 'readAllowList', [evmDeployer().address])).toBe(3n);
    expect(await read('TxAllowList', TX_ALLOW_LIST, 'readAllowList', [user.address])).toBe(1n);
    expect(await read('ContractDeployerAllowList', DEPLOYER_ALLOW_LIST, 'readAllowList', [user.address])).toBe(0n);
    expect(await read('RewardManager', REWARD_MANAGER, 'currentRewardAddress')).toBe(
      '0x0100000000000000000000000000000000000000',
    );
    // The native minter is scheduled an hour after creation: nothing there yet.
    expect(await jsonRpc(evm, 'eth_getCode', [NATIVE_MINTER, 'latest'])).toBe('0x');
  });

  it('refuses a sender the tx allow list does not list, and a deployer the deployer list does not', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());
    await evm.issueRawTx(await sign(ewoq, { to: stranger.address, value: 10n ** 18n, gas: 21_000n }));
    await evm.issueRawTx(await sign(ewoq, { to: user.address, value: 10n ** 18n, gas: 21_000n }));
    const refused = await jsonRpcReply(evm, 'eth_sendRawTransaction', [
      await sign(stranger, { to: ewoq.address, value: 1n, gas: 21_000n }),
    ]);
    expect(refused.error).toEqual({
      code: -32000,
      message: `cannot issue transaction from non-allow listed address: ${stranger.address}`,
    });
    const deploy = await jsonRpcReply(evm, 'eth_sendRawTransaction', [
      await sign(user, { data: ARTIFACTS.Splitter.bytecode, gas: 1_000_000n }),
    ]);
    expect(deploy.error?.message).toBe(`tx.origin ${user.address} is not authorized to deploy a contract`);
    // An admin lists the stranger (a RoleSet event); its tx is taken then.
    const data = encodeFunctionData({
      abi: ARTIFACTS.TxAllowList.abi,
      functionName: 'setEnabled',
      args: [stranger.address],
    });
    const r = await receipt(await evm.issueRawTx(await sign(ewoq, { to: TX_ALLOW_LIST, data })));
    expect(r.status).toBe('0x1');
    expect(r.logs[0]?.address).toBe(TX_ALLOW_LIST);
    expect(
      (await receipt(await evm.issueRawTx(await sign(stranger, { to: ewoq.address, value: 1n, gas: 21_000n })))).status,
    ).toBe('0x1');
  });

  it('places the native minter when its upgrade activates; an enabled account mints with NativeCoinMinted', async () => {
    ctx.clock.advance(3_601_000);
    await evm.issueRawTx(await sign(ewoq, { to: evmDeployer().address, value: 10n ** 18n, gas: 21_000n }));
    expect(await jsonRpc(evm, 'eth_getCode', [NATIVE_MINTER, 'latest'])).toBe(ARTIFACTS.NativeMinter.deployedBytecode);
    const before = BigInt(await jsonRpc<Hex>(evm, 'eth_getBalance', [user.address, 'latest']));
    const data = encodeFunctionData({
      abi: ARTIFACTS.NativeMinter.abi,
      functionName: 'mintNativeCoin',
      args: [user.address, 5n],
    });
    const r = await receipt(await evm.issueRawTx(await sign(evmDeployer(), { to: NATIVE_MINTER, data })));
    expect(r.status).toBe('0x1');
    expect(BigInt(await jsonRpc<Hex>(evm, 'eth_getBalance', [user.address, 'latest']))).toBe(before + 5n);
    // A mere sender may not mint: the call reverts.
    const refused = await receipt(await evm.issueRawTx(await sign(user, { to: NATIVE_MINTER, data })));
    expect(refused.status).toBe('0x0');
  });
});
