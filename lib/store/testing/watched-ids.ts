// The ids the monitor's tests watch: a node and an L1 validation on a subnet, well-formed (what the
// monitor checks) and the same in every test that stores them.
export const WATCHED_NODE_ID = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';
export const L1_VALIDATION_ID = '2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC';
export const L1_SUBNET_ID = '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed';
