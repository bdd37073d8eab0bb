// A signed tx pasted as hex (with the node's 4-byte checksum), decoded with Snowline's own codec:
// an X-chain tx, a P-chain tx or a C-chain atomic tx, told apart by which codec reads every byte and,
// when more than one does, by the chain id the tx names. Each signature is recovered to its signer's
// address, to be checked against the owners of the UTXO its input spends (owner-check.ts).
import { sha256 } from '@noble/hashes/sha2.js';
import { avmUnsignedBytesOf, decodeAvmTx } from '@/lib/codec/avm';
import { atomicUnsignedBytesOf, decodeAtomicTx } from '@/lib/codec/evm-atomic/codec';
import { formatAddress } from '@/lib/codec/address';
import { parseBytes } from '@/lib/codec/encoding';
import { decodePvmTx, pvmUnsignedBytesOf } from '@/lib/codec/pvm';
import { recoverAddress } from '@/lib/codec/secp256k1';
import { decodeXTx } from '@/lib/decode/avm';
import { decodeCAtomicTx, type AtomicTxView } from '@/lib/decode/evm-atomic';
import type { DecodeContext, InputView, TxView } from '@/lib/decode/model';
import { decodePTx } from '@/lib/decode/pvm';

/** One credential: the input it signs for and the address each of its signatures recovers to. */
export interface CredentialSigners {
  /** The UTXO the input spends, `txID` and `outputIndex`; null for an operation's credential. */
  spends: { txID: string; outputIndex: number; sigIndices: number[]; imported: boolean } | null;
  /** Recovered signer addresses (chain-prefixed), in signature order; null where a signature does not recover. */
  signers: (string | null)[];
}

export type DecodedSignedTx =
  | { chain: 'X' | 'P'; id: string; view: TxView; credentials: CredentialSigners[]; hex: string }
  | { chain: 'C'; id: string; view: AtomicTxView; credentials: CredentialSigners[]; hex: string };

export class TxDecodeError extends Error {}

type Sigs = { sigs: Uint8Array[] }[];

function signersOf(unsigned: Uint8Array, credentials: Sigs, chain: 'X' | 'P' | 'C', hrp: string): (string | null)[][] {
  const digest = sha256(unsigned);
  return credentials.map((c) =>
    c.sigs.map((sig) => {
      try {
        return formatAddress(chain, hrp, recoverAddress(digest, sig));
      } catch {
        return null;
      }
    }),
  );
}

/** Credentials in the order the VM checks them: base inputs, then imported inputs (then operations). */
function pairs(inputs: InputView[], imported: InputView[], signers: (string | null)[][]): CredentialSigners[] {
  const spent = [...inputs.map((i) => ({ i, imported: false })), ...imported.map((i) => ({ i, imported: true }))];
  return signers.map((s, k) => {
    const input = spent[k];
    return {
      spends: input
        ? {
            txID: input.i.txID,
            outputIndex: input.i.outputIndex,
            sigIndices: input.i.sigIndices,
            imported: input.imported,
          }
        : null,
      signers: s,
    };
  });
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
    const signers = signersOf(avmUnsignedBytesOf(bytes), tx.credentials, 'X', ctx.hrp);
    found.push({ chain: 'X', id: view.id, view, credentials: pairs(view.inputs, view.importedInputs, signers), hex });
  } catch {
    // not an X-chain tx
  }
  try {
    const view = decodePTx(bytes, ctx);
    const tx = decodePvmTx(bytes);
    const signers = signersOf(pvmUnsignedBytesOf(bytes), tx.credentials, 'P', ctx.hrp);
    found.push({ chain: 'P', id: view.id, view, credentials: pairs(view.inputs, view.importedInputs, signers), hex });
  } catch {
    // not a P-chain tx
  }
  try {
    const view = decodeCAtomicTx(bytes, ctx);
    const tx = decodeAtomicTx(bytes);
    const signers = signersOf(atomicUnsignedBytesOf(bytes), tx.credentials, 'C', ctx.hrp);
    found.push({ chain: 'C', id: view.id, view, credentials: pairs([], view.importedInputs, signers), hex });
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
