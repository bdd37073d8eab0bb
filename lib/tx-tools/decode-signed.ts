// A signed tx pasted as hex (with the node's 4-byte checksum), decoded with Snowline's own codec:
// an X-chain tx, a P-chain tx or a C-chain atomic tx, told apart by which codec reads every byte and,
// when more than one does, by the chain id the tx names. Each signature is recovered to its signer's
// address, to be checked against the owners of what its credential signs for (owner-check.ts).
import { sha256 } from '@noble/hashes/sha2.js';
import { avmUnsignedBytesOf, decodeAvmTx } from '@/lib/codec/avm';
import { atomicUnsignedBytesOf, decodeAtomicTx } from '@/lib/codec/evm-atomic/codec';
import { formatAddress } from '@/lib/codec/address';
import { parseBytes } from '@/lib/codec/encoding';
import { decodePvmTx, pvmUnsignedBytesOf } from '@/lib/codec/pvm';
import { evmAddressOfPublicKey, recoverPublicKey, shortAddressOf } from '@/lib/codec/secp256k1';
import { decodeXTx } from '@/lib/decode/avm';
import { decodeCAtomicTx, type AtomicTxView } from '@/lib/decode/evm-atomic';
import type { DecodeContext, TxView } from '@/lib/decode/model';
import { decodePTx } from '@/lib/decode/pvm';
import { cTargets, pTargets, xTargets, type CredentialTarget } from './credential-targets';

/** One credential: what it signs for and the address each of its signatures recovers to. */
export interface CredentialSigners {
  /** The input, operation or authorization it signs for; null when the tx has more credentials than those. */
  signs: CredentialTarget | null;
  /** Its codec type, e.g. `nftfx.Credential`: it must be the fx of what it signs for. */
  credentialKind: string;
  /** Recovered signer addresses (chain-prefixed), in signature order; null where a signature does not recover. */
  signers: (string | null)[];
  /** The same signers as EVM addresses (a C-chain ExportTx's inputs are EVM accounts). */
  evmSigners: (string | null)[];
}

interface Decoded<C, V> {
  chain: C;
  id: string;
  view: V;
  credentials: CredentialSigners[];
  /** Inputs and authorizations no credential signs for (the node refuses such a tx). */
  unsigned: CredentialTarget[];
  hex: string;
}

export type DecodedSignedTx = Decoded<'X' | 'P', TxView> | Decoded<'C', AtomicTxView>;

export class TxDecodeError extends Error {}

type Creds = { kind: string; sigs: Uint8Array[] }[];

/** Credentials paired, in order, with what they sign for. */
function pair(
  unsigned: Uint8Array,
  credentials: Creds,
  targets: CredentialTarget[],
  chain: 'X' | 'P' | 'C',
  hrp: string,
): Pick<Decoded<string, unknown>, 'credentials' | 'unsigned'> {
  const digest = sha256(unsigned);
  const paired = credentials.map((c, k): CredentialSigners => {
    const keys = c.sigs.map((sig) => {
      try {
        return recoverPublicKey(digest, sig);
      } catch {
        return null;
      }
    });
    return {
      signs: targets[k] ?? null,
      credentialKind: c.kind,
      signers: keys.map((pub) => (pub ? formatAddress(chain, hrp, shortAddressOf(pub)) : null)),
      evmSigners: keys.map((pub) => (pub ? evmAddressOfPublicKey(pub) : null)),
    };
  });
  return { credentials: paired, unsigned: targets.slice(credentials.length) };
}

function readHex(text: string): Uint8Array {
  const s = text.trim().replace(/\s+/g, '');
  if (!s) throw new TxDecodeError('Paste a signed tx in hex (0x…, with its checksum).');
  try {
    return parseBytes(s.startsWith('0x') ? s : `0x${s}`, 'hex');
  } catch (e) {
    throw new TxDecodeError(`Not the node's hex: ${(e as Error).message}.`);
  }
}

export function decodeSignedTx(text: string, ctx: DecodeContext): DecodedSignedTx {
  const bytes = readHex(text);
  const hex = text.trim().startsWith('0x') ? text.trim().replace(/\s+/g, '') : `0x${text.trim().replace(/\s+/g, '')}`;
  const found: DecodedSignedTx[] = [];
  try {
    const view = decodeXTx(bytes, ctx);
    const tx = decodeAvmTx(bytes);
    const paired = pair(avmUnsignedBytesOf(bytes), tx.credentials, xTargets(view), 'X', ctx.hrp);
    found.push({ chain: 'X', id: view.id, view, ...paired, hex });
  } catch {
    // not an X-chain tx
  }
  try {
    const view = decodePTx(bytes, ctx);
    const tx = decodePvmTx(bytes);
    const paired = pair(pvmUnsignedBytesOf(bytes), tx.credentials, pTargets(view, tx.unsigned), 'P', ctx.hrp);
    found.push({ chain: 'P', id: view.id, view, ...paired, hex });
  } catch {
    // not a P-chain tx
  }
  try {
    const view = decodeCAtomicTx(bytes, ctx);
    const tx = decodeAtomicTx(bytes);
    const paired = pair(atomicUnsignedBytesOf(bytes), tx.credentials, cTargets(view), 'C', ctx.hrp);
    found.push({ chain: 'C', id: view.id, view, ...paired, hex });
  } catch {
    // not a C-chain atomic tx
  }
  if (found.length === 0) {
    throw new TxDecodeError('These bytes are not a signed X-chain, P-chain or C-chain atomic tx.');
  }
  // Where two codecs read the bytes, the one whose chain the tx names wins.
  return (
    found.find((f) => f.view.blockchainID !== null && ctx.chainAliases[f.view.blockchainID] === f.chain) ?? found[0]!
  );
}

/** The registry method that broadcasts a decoded tx, and the node path it goes to. */
export function broadcastOf(chain: 'X' | 'P' | 'C', viaWallet = false): { method: string; path: string } {
  if (chain === 'P') return { method: 'platform.issueTx', path: '/ext/bc/P' };
  if (chain === 'C') return { method: 'avax.issueTx', path: '/ext/bc/C/avax' };
  return viaWallet
    ? { method: 'wallet.issueTx', path: '/ext/bc/X/wallet' }
    : { method: 'avm.issueTx', path: '/ext/bc/X' };
}

/** The status method of a chain, and what ends the wait. */
export function statusOf(chain: 'X' | 'P' | 'C'): { method: string; path: string } {
  if (chain === 'P') return { method: 'platform.getTxStatus', path: '/ext/bc/P' };
  if (chain === 'C') return { method: 'avax.getAtomicTxStatus', path: '/ext/bc/C/avax' };
  return { method: 'avm.getTxStatus', path: '/ext/bc/X' };
}

export const FINAL_STATUSES: ReadonlySet<string> = new Set(['Accepted', 'Committed', 'Rejected', 'Aborted', 'Dropped']);
