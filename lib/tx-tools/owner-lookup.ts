// Who must sign each credential of a pasted tx, asked of the node: the owners of the UTXO an input
// spends or an operation consumes (from the tx that produced it), of an imported UTXO (from shared
// memory), of the subnet a subnet authorization names, or of the L1 validator being disabled.
import { nodeHexToBytes } from '@/lib/decode/bytes';
import { decodeXTx, decodeXUtxo } from '@/lib/decode/avm';
import { decodeCAtomicUtxo } from '@/lib/decode/evm-atomic';
import type { DecodeContext, OutputView } from '@/lib/decode/model';
import { decodePTx, decodePUtxo } from '@/lib/decode/pvm';
import type { CredentialSigners, DecodedSignedTx } from './decode-signed';
import { verdictOf, type OwnerVerdict, type Owners } from './owner-check';

/** A JSON-RPC call to the node (through the proxy in the browser): the result, or a throw. */
export type NodeRpc = <T>(path: string, method: string, params: unknown) => Promise<T>;

const CHAIN_API = {
  X: { path: '/ext/bc/X', getTx: 'avm.getTx', getUTXOs: 'avm.getUTXOs' },
  P: { path: '/ext/bc/P', getTx: 'platform.getTx', getUTXOs: 'platform.getUTXOs' },
  C: { path: '/ext/bc/C/avax', getTx: 'avax.getAtomicTx', getUTXOs: 'avax.getUTXOs' },
} as const;

const ownersOf = (o: OutputView): Owners => ({
  addresses: o.owners.addresses,
  threshold: o.owners.threshold,
  outputKind: o.kind,
});

export async function ownerVerdicts(d: DecodedSignedTx, ctx: DecodeContext, rpc: NodeRpc): Promise<OwnerVerdict[]> {
  const produced = new Map<string, Promise<OutputView[] | null>>();
  /** Every UTXO a tx of this chain produced, numbered as the node numbers them. */
  const outputsOf = (txID: string) => {
    let p = produced.get(txID);
    if (!p) {
      const chain = d.chain as 'X' | 'P';
      p = rpc<{ tx: string }>(CHAIN_API[chain].path, CHAIN_API[chain].getTx, { txID, encoding: 'hex' })
        .then((r) => {
          const view = (chain === 'X' ? decodeXTx : decodePTx)(nodeHexToBytes(r.tx), ctx);
          if (view.id !== txID) return null;
          return [
            ...view.outputs,
            ...view.stakeOutputs,
            ...view.operations.flatMap((o) => o.outputs),
            ...(view.createdAsset?.initialOutputs ?? []),
          ];
        })
        .catch(() => null);
      produced.set(txID, p);
    }
    return p;
  };
  const utxoOwners = async (txID: string, outputIndex: number): Promise<Owners | null> => {
    const out = (await outputsOf(txID))?.find((o) => o.outputIndex === outputIndex);
    return out ? ownersOf(out) : null;
  };

  const ownersFor = async (c: CredentialSigners): Promise<Owners | null> => {
    const t = c.signs;
    switch (t?.kind) {
      case 'input':
        return t.imported ? importedOwners(d, t, c.signers, ctx, rpc) : utxoOwners(t.txID, t.outputIndex);
      case 'operation':
        return t.utxos.length === 1 ? utxoOwners(t.utxos[0]!.txID, t.utxos[0]!.outputIndex) : null;
      case 'subnet-auth':
        return rpc<{ controlKeys: string[]; threshold: string | number }>('/ext/bc/P', 'platform.getSubnet', {
          subnetID: t.subnetID,
        })
          .then((s) => ({ addresses: s.controlKeys, threshold: Number(s.threshold) }))
          .catch(() => null);
      case 'disable-auth':
        return rpc<{ deactivationOwner: { addresses: string[]; threshold: string | number } }>(
          '/ext/bc/P',
          'platform.getL1Validator',
          { validationID: t.validationID },
        )
          .then((v) => ({ addresses: v.deactivationOwner.addresses, threshold: Number(v.deactivationOwner.threshold) }))
          .catch(() => null);
      default:
        return null; // EVM inputs and unpaired credentials need no lookup
    }
  };
  return Promise.all(d.credentials.map(async (c) => verdictOf(c, await ownersFor(c))));
}

/**
 * The owners of an imported (atomic) UTXO, found in the shared memory the tx imports from: asked by
 * the signers' addresses, so a UTXO they do not own is not found (and the check fails).
 */
async function importedOwners(
  d: DecodedSignedTx,
  spends: { txID: string; outputIndex: number },
  signers: (string | null)[],
  ctx: DecodeContext,
  rpc: NodeRpc,
): Promise<Owners | null> {
  const source = d.view.sourceChain;
  const addresses = signers.flatMap((s) => (s ? [`${d.chain}-${s.slice(s.indexOf('-') + 1)}`] : []));
  if (!source || addresses.length === 0) return null;
  const at = CHAIN_API[d.chain];
  try {
    const { utxos } = await rpc<{ utxos: string[] }>(at.path, at.getUTXOs, {
      addresses,
      sourceChain: source.alias ?? source.id,
      limit: 1024,
      encoding: 'hex',
    });
    const decode = d.chain === 'X' ? decodeXUtxo : d.chain === 'P' ? decodePUtxo : decodeCAtomicUtxo;
    const found = utxos
      .map((h) => decode(nodeHexToBytes(h), ctx))
      .find((u) => u.txID === spends.txID && u.outputIndex === spends.outputIndex);
    return found ? ownersOf(found.output) : null;
  } catch {
    return null;
  }
}
