// Every entity's stable, shareable URL, in one place so links across pages agree.
import type { IndexPath } from '@/lib/decode/container';
import { PRIMARY_NETWORK_ID } from '@/lib/schemas/primary-network';

type Chain = 'X' | 'P' | 'C';
/** Where an EVM chain's pages live: /c for the C-Chain, /evm/<blockchain id> for an L1's. */
const evmBase = (chain: string) => (chain === 'C' ? '/c' : `/evm/${encodeURIComponent(chain)}`);
const lower = (c: Chain) => c.toLowerCase();

export const urls = {
  blocks: (chain: Chain, from?: bigint) => `/${lower(chain)}/blocks${from !== undefined ? `?from=${from}` : ''}`,
  block: (chain: Chain, idOrHeight: string | bigint) => `/${lower(chain)}/blocks/${idOrHeight.toString()}`,
  tx: (chain: Chain, id: string) => `/${lower(chain)}/tx/${id}`,
  /** The output a later input spends, as an anchor on its producing tx. */
  output: (chain: Chain, txID: string, outputIndex: number) => `/${lower(chain)}/tx/${txID}#output-${outputIndex}`,
  /** X-/P- addresses, a 0x account, or a C- address (the atomic UTXOs waiting on C) — all have a page. */
  address: (address: string) => {
    const chain = address.startsWith('P-') ? 'p' : address.startsWith('0x') || address.startsWith('C-') ? 'c' : 'x';
    return `/${chain}/address/${encodeURIComponent(address)}`;
  },
  asset: (id: string) => `/x/asset/${id}`,
  /**
   * An ERC-20 / ERC-721 contract's holders and transfers (from Snowline's history): by its address on
   * the C-Chain, by `<L1 chain id>:<address>` on an L1's EVM chain (the id keeps its case).
   */
  token: (key: string) => {
    const at = key.lastIndexOf(':');
    return at < 0
      ? `/c/token/${encodeURIComponent(key.toLowerCase())}`
      : evmBase(key.slice(0, at)) + `/token/${key.slice(at + 1).toLowerCase()}`;
  },
  /**
   * Pages of any EVM chain the node serves, by its key (`C`, or an L1 chain's blockchain id): the
   * C-Chain keeps its /c/... URLs; an L1 chain's live under /evm/<blockchain id>/ (a unique chain name
   * there works too).
   */
  evm: {
    chain: (chain: string) => evmBase(chain),
    blocks: (chain: string, from?: bigint) => `${evmBase(chain)}/blocks${from !== undefined ? `?from=${from}` : ''}`,
    block: (chain: string, ref: string | bigint) => `${evmBase(chain)}/blocks/${ref.toString()}`,
    tx: (chain: string, hash: string) => `${evmBase(chain)}/tx/${hash}`,
    address: (chain: string, address: string) => `${evmBase(chain)}/address/${address}`,
    token: (chain: string, address: string) =>
      chain === 'C' ? `/c/token/${address.toLowerCase()}` : `${evmBase(chain)}/token/${address.toLowerCase()}`,
    tokens: (chain: string) => `${evmBase(chain)}/tokens`,
  },
  /** The history follower's progress per chain. */
  historyStatus: () => '/status',
  // Validator, subnet and blockchain pages belong to the network section (issue 5).
  /** A validator of the Primary Network, or of the subnet named (its page then shows that validation). */
  validator: (nodeID: string, subnetID?: string) =>
    `/validators/${nodeID}${subnetID && subnetID !== PRIMARY_NETWORK_ID ? `?subnet=${subnetID}` : ''}`,
  /** The validators page, on a subnet's set and a view ('pending', 'at') when given. */
  validators: (opts: { subnetID?: string; view?: 'pending' | 'at' } = {}): string =>
    urls.validatorsPage({
      subnet: opts.subnetID && opts.subnetID !== PRIMARY_NETWORK_ID ? opts.subnetID : null,
      view: opts.view,
    }),
  /** The validators page with the given params, empty ones left out, in a stable order (sort before dir). */
  validatorsPage: (params: Record<string, string | number | null | undefined>): string => {
    const qs = new URLSearchParams();
    for (const k of ['subnet', 'view', 'q', 'sort', 'dir', 'page', 'height']) {
      const v = params[k];
      if (v !== null && v !== undefined && v !== '') qs.set(k, String(v));
    }
    const s = qs.toString();
    return s ? `/validators?${s}` : '/validators';
  },
  watchlist: () => '/validators/watchlist',
  subnet: (id: string) => `/l1s/${id}`,
  blockchain: (id: string) => `/l1s/blockchain/${id}`,
  index: (path: IndexPath, start?: bigint) => `/index/${path}${start !== undefined ? `?start=${start}` : ''}`,
  search: (q: string) => `/search?q=${encodeURIComponent(q)}`,
  /** An ICM message (0x id) or a Warp message (cb58 id). */
  icmMessage: (id: string) => `/icm/${encodeURIComponent(id)}`,
  /** ICM messages seen on a chain, or naming an address. */
  icmMessages: (by: { chain?: string; address?: string } = {}) =>
    by.address ? `/icm?address=${by.address}` : by.chain ? `/icm?chain=${encodeURIComponent(by.chain)}` : '/icm',
};

/** Link to a chain-specific page of an atomic partner (import source / export destination). */
export function chainTxUrl(alias: Chain | null, txID: string): string | null {
  // C's atomic txs have pages too (/c/tx/<cb58 id>); an unknown chain has none Snowline can show.
  return alias ? urls.tx(alias, txID) : null;
}
