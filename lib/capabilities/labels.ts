// The node's optional APIs that Snowline checks for, and the words that say one is missing: shared by
// the server pages and the browser (no probing code comes with them).
export type CapabilityName = 'index' | 'admin' | 'keystore' | 'health' | 'addressTxs' | 'evmArchive';
export const CAPABILITY_LABELS: Record<CapabilityName, { api: string; missing: string }> = {
  index: { api: 'Index API (/ext/index)', missing: 'this node runs without the index API' },
  admin: { api: 'Admin API (/ext/admin)', missing: 'this node runs without the admin API' },
  keystore: {
    api: 'Keystore API (/ext/keystore)',
    missing: 'this node has no keystore API (removed in v1.12.2, or off)',
  },
  health: { api: 'Health API (/ext/health)', missing: 'this node runs without the health API' },
  addressTxs: { api: 'X-chain address index (avm.getAddressTxs)', missing: 'this node keeps no X-chain address index' },
  evmArchive: { api: 'C-chain old state (archive)', missing: 'this node prunes old C-chain state' },
};

/** Whether the admin and keystore APIs are on is the operator's business, like the node's identity. */
export const OPERATOR_ONLY_CAPABILITIES: readonly CapabilityName[] = ['admin', 'keystore'];
