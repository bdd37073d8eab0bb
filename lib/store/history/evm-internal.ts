// Its own module (nothing else in it), so a client island that names it ships nothing more.

/**
 * An EVM chain's coin moved by calls inside a tx (from its trace), as an address row's asset key: kept
 * apart from the tx's own value ('evm') so the row can say it was internal. Never a balance.
 */
export const EVM_INTERNAL_ASSET = 'evm-internal';
