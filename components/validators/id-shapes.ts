// Shape checks for ids read from the URL or typed in the browser. The full cb58 check
// (lib/schemas/text-formats) would bring sha256 and base58 into the page's first load; the node and
// Snowline's monitor API check the checksum and answer with an error the view shows.
const CB58_ID = /^[1-9A-HJ-NP-Za-km-z]{37,50}$/;
const NODE_ID = /^NodeID-[1-9A-HJ-NP-Za-km-z]{25,34}$/;

/** cb58 text as long as a 32-byte id (subnet, blockchain, tx) can be: leading zero bytes are short. */
export const looksLikeCb58Id = (text: string): boolean => CB58_ID.test(text);

/** `NodeID-` and cb58 text the length of a 20-byte node id. */
export const looksLikeNodeID = (text: string): boolean => NODE_ID.test(text);
