// The Primary Network's subnet id, on its own so a browser island that names it loads no schema.
/** ids.Empty in CB58. */
const EMPTY = '11111111111111111111111111111111LpoYY';
/** What the node answers for an id left unset (no transformation tx, no conversion). */
export const EMPTY_ID = EMPTY;
/** The Primary Network's subnet id is the empty id. */
export const PRIMARY_NETWORK_ID = EMPTY;
