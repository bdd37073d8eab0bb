// Test-only: a contract deployment or call from ewoq on an EVM chain (C or an L1), signed as the
// tests that deploy and move tokens send it; and txs at fixed prices, as the devnet's own EVM tests sign them.
import { bytesToHex, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { EWOQ_PRIVATE_KEY } from '@/devnet/genesis/constants';

/** One JSON-RPC call on the chain's EVM endpoint, answering the result. */
type EvmCall = <T>(method: string, params: unknown[]) => Promise<T>;

export const EWOQ_EVM_ACCOUNT = privateKeyToAccount(bytesToHex(EWOQ_PRIVATE_KEY));

/** Signs `tx` from ewoq at its pending nonce, priced at 3× the gas price so the next block takes it. */
export async function signFromEwoq(call: EvmCall, tx: { to?: Hex; data: Hex }): Promise<Hex> {
  const chainId = Number(BigInt(await call<Hex>('eth_chainId', [])));
  const nonce = Number(BigInt(await call<Hex>('eth_getTransactionCount', [EWOQ_EVM_ACCOUNT.address, 'pending'])));
  const gasPrice = BigInt(await call<Hex>('eth_gasPrice', []));
  return EWOQ_EVM_ACCOUNT.signTransaction({
    type: 'eip1559',
    chainId,
    nonce,
    to: tx.to,
    data: tx.data,
    gas: 1_000_000n,
    maxFeePerGas: gasPrice * 3n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
}

/** The fixed pricing a test signs with: gas when the tx names none, and the EIP-1559 fee caps. */
export interface TestTxPricing {
  gas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/** Signs a value transfer, call or (without `to`) deployment from `from` at `nonce`, at fixed prices. */
export function signTestTx(
  from: PrivateKeyAccount,
  chainId: number,
  nonce: number,
  tx: { to?: Hex; value?: bigint; data?: Hex; gas?: bigint },
  pricing: TestTxPricing,
): Promise<Hex> {
  return from.signTransaction({
    type: 'eip1559',
    chainId,
    nonce,
    to: tx.to ?? null,
    value: tx.value ?? 0n,
    data: tx.data,
    gas: tx.gas ?? pricing.gas,
    maxFeePerGas: pricing.maxFeePerGas,
    maxPriorityFeePerGas: pricing.maxPriorityFeePerGas,
  });
}
