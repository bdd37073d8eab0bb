// The params of the P-Chain staker calls, shared by the validator page's server reads and its client
// hooks: the same call spelled the same way is one cache entry (the page seeds what the island asks).
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';

/** The subnet part: none for the Primary Network, the node's default. */
export const subnetParams = (subnetID: string) => (subnetID === PRIMARY_NETWORK_ID ? {} : { subnetID });

/** One validator's getCurrentValidators / getPendingValidators params. */
export const validatorParams = (nodeID: string, subnetID: string) => ({
  nodeIDs: [nodeID],
  ...subnetParams(subnetID),
});
