// The devnet's contracts on its EVM chains and the scripted txs that show each feature once: one key
// (derived from the seed, used by nothing else) deploys and drives them, so its nonce says how far
// the script got, after a restart too, and every address is the same on the C-Chain and the L1.
// Tests name contracts with `devnetEvmContracts()` and find a scripted tx with `findScriptTx`.
import {
  bytesToHex,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  parseUnits,
  toHex,
  type Hex,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { deriveKey } from '../genesis/keys';
import { ARTIFACTS, type ContractName } from './contracts';
import { NATIVE_MINTER_ADDRESS, TX_ALLOW_LIST_ADDRESS } from './precompiles';

export const DEFAULT_SEED = 'snowline';
const ONE_AVAX = 10n ** 18n;

/** The key that deploys and drives the devnet's contracts (its own; the activity's users are others). */
export function evmDeployer(seed = DEFAULT_SEED): PrivateKeyAccount {
  return privateKeyToAccount(bytesToHex(deriveKey(seed, 'evm-deployer', 0).privateKey));
}

/** The activity's EVM accounts (hold tokens once the script ran; the activity sends from them too). */
export function evmActivityAccounts(seed = DEFAULT_SEED, count = 8): PrivateKeyAccount[] {
  return Array.from({ length: count }, (_, i) =>
    privateKeyToAccount(bytesToHex(deriveKey(seed, 'c-activity', i).privateKey)),
  );
}

/**
 * Who the L1's allow lists let in: the deployer manages the tx allow list, deploys and mints; the
 * activity's accounts send txs (ewoq is the admin of every precompile).
 */
export function evmAllowListRoles(seed = DEFAULT_SEED): { managed: Hex[]; enabled: Hex[] } {
  return { managed: [evmDeployer(seed).address], enabled: evmActivityAccounts(seed).map((a) => a.address) };
}

/** An address the script adds to the L1's tx allow list (a RoleSet event). */
export const NEWLY_ALLOWED = '0x00000000000000000000000000000000005a11ed';

/** Deployments, in the deployer's nonce order (0…). */
const DEPLOY_ORDER = [
  'SnowUSD',
  'GlacierToken',
  'WrappedAvax',
  'SnowPeaks',
  'SnowlineItems',
  'Splitter',
  'VaultFactory',
  'Counter',
  'CounterProxy',
] as const satisfies readonly ContractName[];
type Deployed = (typeof DEPLOY_ORDER)[number];

const VAULT_SALT = toHex(1, { size: 32 });

export interface DevnetEvmContracts extends Record<Deployed, Hex> {
  /** The deployer's Vault, created by VaultFactory with CREATE2. */
  Vault: Hex;
}

/** Addresses of the devnet's contracts (the same on the C-Chain and on the L1 chain). */
export function devnetEvmContracts(seed = DEFAULT_SEED): DevnetEvmContracts {
  const from = evmDeployer(seed).address;
  const out = {} as Record<Deployed, Hex>;
  DEPLOY_ORDER.forEach((name, i) => (out[name] = getContractAddress({ from, nonce: BigInt(i) })));
  const vault = getContractAddress({
    opcode: 'CREATE2',
    from: out.VaultFactory,
    salt: VAULT_SALT,
    bytecode: encodeDeployData({ abi: ARTIFACTS.Vault.abi, bytecode: ARTIFACTS.Vault.bytecode, args: [from] }),
  });
  return { ...out, Vault: vault };
}

export const SNOW_USD_SUPPLY = parseUnits('1000000', 6);
export const GLACIER_SUPPLY = parseUnits('21000000', 18);

/** One scripted tx: sent by the deployer with nonce = its index in the script. */
export interface ScriptTx {
  /** Names the tx for tests (unique). */
  label: string;
  to?: Hex;
  data: Hex;
  value?: bigint;
  gas: bigint;
  /** Mined with status 0, on purpose. */
  fails?: string;
  /** Waits until code is at this address (a precompile its chain config schedules later). */
  needsCode?: Hex;
}

const call = (name: ContractName, functionName: string, args: readonly unknown[] = []): Hex =>
  encodeFunctionData({ abi: ARTIFACTS[name].abi, functionName, args });

/**
 * The deployer's txs, in nonce order: deployments, then each feature once; on the L1 (`precompiles`)
 * then calls to Avalanche's precompiles.
 */
export function evmScript(seed = DEFAULT_SEED, precompiles = false): ScriptTx[] {
  const c = devnetEvmContracts(seed);
  const me = evmDeployer(seed).address;
  const users = evmActivityAccounts(seed).map((u) => u.address);
  const deploy = (name: Deployed, args: readonly unknown[] = []): ScriptTx => ({
    label: `deploy ${name}`,
    data: encodeDeployData({ abi: ARTIFACTS[name].abi, bytecode: ARTIFACTS[name].bytecode, args }),
    gas: 4_000_000n,
  });
  const tx = (
    label: string,
    to: Deployed | 'Vault',
    data: Hex,
    o: { value?: bigint; gas?: bigint; fails?: string } = {},
  ): ScriptTx => ({ label, to: c[to], data, gas: o.gas ?? 300_000n, ...o });
  const u = (i: number): Hex => users[i % users.length]!;
  return [
    deploy('SnowUSD', [SNOW_USD_SUPPLY]),
    deploy('GlacierToken', [GLACIER_SUPPLY]),
    deploy('WrappedAvax'),
    deploy('SnowPeaks'),
    deploy('SnowlineItems'),
    deploy('Splitter'),
    deploy('VaultFactory'),
    deploy('Counter'),
    deploy('CounterProxy', [c.Counter, call('Counter', 'initialize', [me, 100n])]),
    // Hand tokens to the activity's accounts, which then pass them on.
    ...users.flatMap((to, i) => [
      tx(`sUSD to user ${i}`, 'SnowUSD', call('SnowUSD', 'transfer', [to, parseUnits(String(10_000 + 500 * i), 6)])),
      tx(`GLCR to user ${i}`, 'GlacierToken', call('GlacierToken', 'transfer', [to, parseUnits('2500', 18)])),
      tx(
        `ITEM batch mint to user ${i}`,
        'SnowlineItems',
        call('SnowlineItems', 'mintBatch', [to, [1n, 2n, 3n], [20n, 10n, 2n]]),
        {
          gas: 400_000n,
        },
      ),
      tx(`PEAK mint to user ${i}`, 'SnowPeaks', call('SnowPeaks', 'mint', [to])),
    ]),
    tx('sUSD mint', 'SnowUSD', call('SnowUSD', 'mint', [me, parseUnits('5000', 6)])),
    tx('WAVAX deposit', 'WrappedAvax', call('WrappedAvax', 'deposit'), { value: 3n * ONE_AVAX }),
    tx('WAVAX transfer', 'WrappedAvax', call('WrappedAvax', 'transfer', [u(3), ONE_AVAX])),
    tx('WAVAX withdraw', 'WrappedAvax', call('WrappedAvax', 'withdraw', [ONE_AVAX / 2n])),
    tx('PEAK mint', 'SnowPeaks', call('SnowPeaks', 'mint', [me])),
    // PEAK 1…8 went to the users above; 9 is the deployer's.
    tx('PEAK transfer', 'SnowPeaks', call('SnowPeaks', 'transferFrom', [me, u(5), 9n])),
    tx('ITEM mint', 'SnowlineItems', call('SnowlineItems', 'mintBatch', [me, [1n, 2n, 3n, 4n], [100n, 50n, 10n, 1n]]), {
      gas: 400_000n,
    }),
    tx('ITEM transfer', 'SnowlineItems', call('SnowlineItems', 'safeTransferFrom', [me, u(1), 1n, 10n, '0x'])),
    tx(
      'ITEM batch transfer',
      'SnowlineItems',
      call('SnowlineItems', 'safeBatchTransferFrom', [me, u(2), [1n, 2n, 3n], [5n, 5n, 1n], '0x']),
      { gas: 400_000n },
    ),
    tx('split', 'Splitter', call('Splitter', 'split', [[u(0), u(1), u(2)]]), { value: 3n * (ONE_AVAX / 10n) }),
    tx('vault create', 'VaultFactory', call('VaultFactory', 'create', [VAULT_SALT])),
    // Value into a contract through another: Splitter → Vault.receive (an internal call with value and a log).
    tx('split into vault', 'Splitter', call('Splitter', 'split', [[c.Vault, u(4)]]), { value: ONE_AVAX / 5n }),
    tx('vault withdraw', 'Vault', call('Vault', 'withdraw', [ONE_AVAX / 20n])),
    tx('proxy increment', 'CounterProxy', call('Counter', 'increment', [5n])),
    tx('split with no recipients', 'Splitter', call('Splitter', 'split', [[]]), {
      gas: 100_000n,
      fails: 'Splitter: no recipients',
    }),
    tx('sUSD transfer over balance', 'SnowUSD', call('SnowUSD', 'transfer', [u(6), SNOW_USD_SUPPLY * 2n]), {
      gas: 100_000n,
      fails: 'ERC20InsufficientBalance',
    }),
    ...(precompiles
      ? [
          {
            label: 'tx allow list: enable',
            to: TX_ALLOW_LIST_ADDRESS,
            data: call('TxAllowList', 'setEnabled', [NEWLY_ALLOWED]),
            gas: 100_000n,
          },
          {
            label: 'tx allow list: admin refused',
            to: TX_ALLOW_LIST_ADDRESS,
            data: call('TxAllowList', 'setAdmin', [NEWLY_ALLOWED]),
            gas: 100_000n,
            fails: 'cannot modify allow list',
          },
          {
            label: 'native mint',
            to: NATIVE_MINTER_ADDRESS,
            data: call('NativeMinter', 'mintNativeCoin', [u(7), 100n * ONE_AVAX]),
            gas: 100_000n,
            needsCode: NATIVE_MINTER_ADDRESS,
          },
        ]
      : []),
  ];
}

/**
 * Finds the scripted tx `label` on a chain through `request` (an EVM JSON-RPC call): the block where
 * the deployer's nonce passed the tx's index, by bisection on eth_getTransactionCount. Undefined
 * while the script has not got there.
 */
export async function findScriptTx(
  request: (method: string, params: unknown[]) => Promise<unknown>,
  label: string,
  seed = DEFAULT_SEED,
): Promise<{ hash: Hex; blockNumber: number } | undefined> {
  // The L1's script extends the C-Chain's: one list finds both.
  const index = evmScript(seed, true).findIndex((s) => s.label === label);
  if (index < 0) throw new Error(`no scripted tx "${label}"`);
  const from = evmDeployer(seed).address;
  const nonceAt = async (n: number): Promise<number> =>
    Number(BigInt((await request('eth_getTransactionCount', [from, toHex(n)])) as Hex));
  let hi = Number(BigInt((await request('eth_blockNumber', [])) as Hex));
  if ((await nonceAt(hi)) <= index) return undefined;
  let lo = 0;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if ((await nonceAt(mid)) > index) hi = mid;
    else lo = mid + 1;
  }
  const block = (await request('eth_getBlockByNumber', [toHex(lo), true])) as {
    transactions: { hash: Hex; from: Hex; nonce: Hex }[];
  };
  const t = block.transactions.find(
    (x) => x.from.toLowerCase() === from.toLowerCase() && Number(BigInt(x.nonce)) === index,
  );
  return t ? { hash: t.hash, blockNumber: lo } : undefined;
}
