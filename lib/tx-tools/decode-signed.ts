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

/** A tx one chain's codec read, with its credentials paired to what they sign for. */
function signed<C extends 'X' | 'P' | 'C', V extends { id: string }>(
  chain: C,
  view: V,
  unsignedBytes: Uint8Array,
  credentials: Creds,
  targets: CredentialTarget[],
  hrp: string,
  hex: string,
): Decoded<C, V> {
  return { chain, id: view.id, view, ...pair(unsignedBytes, credentials, targets, chain, hrp), hex };
}

/** The pasted hex, as the node writes it (0x…), and its bytes. */
function readHex(text: string): { bytes: Uint8Array; hex: string } {
  const s = text.trim().replace(/\s+/g, '');
  if (!s) throw new TxDecodeError('Paste a signed tx in hex (0x…, with its checksum).');
  const hex = s.startsWith('0x') ? s : `0x${s}`;
  try {
    return { bytes: parseBytes(hex, 'hex'), hex };
  } catch (e) {
    throw new TxDecodeError(`Not the node's hex: ${(e as Error).message}.`);
  }
}

export function decodeSignedTx(text: string, ctx: DecodeContext): DecodedSignedTx {
  const { bytes, hex } = readHex(text);
  const { hrp } = ctx;
  // Each chain's reading of the bytes; one that throws: they are not that chain's tx.
  const readers: (() => DecodedSignedTx)[] = [
    () => {
      const view = decodeXTx(bytes, ctx);
      return signed('X', view, avmUnsignedBytesOf(bytes), decodeAvmTx(bytes).credentials, xTargets(view), hrp, hex);
    },
    () => {
      const view = decodePTx(bytes, ctx);
      const tx = decodePvmTx(bytes);
      return signed('P', view, pvmUnsignedBytesOf(bytes), tx.credentials, pTargets(view, tx.unsigned), hrp, hex);
    },
    () => {
      const view = decodeCAtomicTx(bytes, ctx);
      return signed(
        'C',
        view,
        atomicUnsignedBytesOf(bytes),
        decodeAtomicTx(bytes).credentials,
        cTargets(view),
        hrp,
        hex,
      );
    },
  ];
  const found = readers.flatMap((read) => {
    try {
      return [read()];
    } catch {
      return [];
    }
  });
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
