// Types of scripts/compile-contracts.mjs.
export const CONTRACTS_DIR: string;
export const ARTIFACTS_DIR: string;
/** Artifact path (relative to ARTIFACTS_DIR) → file text, compiled from devnet/contracts now. */
export function compileContracts(): Map<string, string>;
/** The artifact files committed under ARTIFACTS_DIR, by the same relative path. */
export function committedArtifacts(): Map<string, string>;
