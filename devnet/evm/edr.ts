// The in-process EVM: one EDR context per process (EDR allows only one), one provider per chain.
// Mining is manual (automine off): the chain mines a block as soon as txs arrive, choosing its
// timestamp and base fee itself, so the same inputs rebuild the same blocks on replay.
import {
  ContractDecoder,
  EdrContext,
  L1_CHAIN_TYPE,
  MineOrdering,
  SpecId,
  l1GenesisState,
  l1ProviderFactory,
  type Provider,
} from '@nomicfoundation/edr';
import { hexToBytes, type Hex } from 'viem';
import { RpcError } from './geth-rpc';

let context: Promise<EdrContext> | undefined;

function edrContext(): Promise<EdrContext> {
  context ??= (async () => {
    const c = new EdrContext();
    await c.registerProviderFactory(L1_CHAIN_TYPE, l1ProviderFactory());
    return c;
  })();
  return context;
}

export interface EdrChainSpec {
  chainId: number;
  genesisAlloc: Record<string, bigint>;
  gasLimit: bigint;
  initialBaseFee: bigint;
  coinbase: Hex;
  /** Seconds; coreth's and subnet-evm's local genesis use 0. */
  genesisTimestamp: number;
}

/** A JSON-RPC call into EDR: the result, or an RpcError carrying EDR's code/message/data. */
export type EdrCall = (method: string, params: unknown[]) => Promise<unknown>;

export async function createEdrProvider(spec: EdrChainSpec): Promise<EdrCall> {
  const ctx = await edrContext();
  const genesisState = [
    // The EIP-4788 beacon-roots contract Cancun needs.
    ...l1GenesisState(SpecId.Cancun),
    ...Object.entries(spec.genesisAlloc).map(([address, balance]) => ({
      address: hexToBytes(address as Hex),
      balance,
    })),
  ];
  const provider: Provider = await ctx.createProvider(
    L1_CHAIN_TYPE,
    {
      allowBlocksWithSameTimestamp: true,
      allowUnlimitedContractSize: false,
      bailOnCallFailure: true,
      bailOnTransactionFailure: false,
      chainId: BigInt(spec.chainId),
      coinbase: hexToBytes(spec.coinbase),
      defaultTransactionGasLimit: spec.gasLimit,
      genesisState,
      // Etna brought Cancun to the C-chain (without blob txs).
      hardfork: 'Cancun',
      initialBaseFeePerGas: spec.initialBaseFee,
      minGasPrice: 0n,
      mining: { autoMine: false, blockGasLimit: spec.gasLimit, memPool: { order: MineOrdering.Fifo } },
      network: { genesisBlockGasLimit: spec.gasLimit, genesisBlockTime: BigInt(spec.genesisTimestamp) },
      networkId: BigInt(spec.chainId),
      observability: {},
      ownedAccounts: [],
      precompileOverrides: [],
    },
    { enable: false, decodeConsoleLogInputsCallback: () => [], printLineCallback: () => {} },
    { subscriptionCallback: () => {} },
    new ContractDecoder(),
  );
  let nextId = 0;
  return async (method, params) => {
    const res = await provider.handleRequest(JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }));
    const data = (typeof res.data === 'string' ? JSON.parse(res.data) : res.data) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    };
    if (data.error) throw new RpcError(data.error.code, data.error.message, data.error.data);
    return data.result;
  };
}
