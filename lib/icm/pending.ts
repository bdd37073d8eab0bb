// Why a sent message is not delivered: the source chain's validator set at a P-chain height, held
// against the quorum (lib/icm/quorum.ts), and who signed where the node tells (its own signature, or an
// aggregate it builds). Every node read may fail on its own: what could not be read is said, not thrown.
import type { NodeClient } from '@/lib/client';
import { canonicalWarpSet, decodeSignedWarpMessage, decodeSigners } from '@/lib/codec/warp';
import { EMPTY_NODE_ID, explainQuorum, DEFAULT_QUORUM, type QuorumReport, type SetMember } from './quorum';

export interface PendingReport extends QuorumReport {
  subnetID: string;
  pChainHeight: string;
  /** How the height was found: the node's proposed height (the nearest it serves) or its P tip. */
  heightSource: 'proposervm' | 'p-chain tip';
  members: { nodeID: string; weight: bigint; hasKey: boolean; inactive: boolean; signed: boolean | null }[];
  /** What the node's Warp API said of signatures, in words. */
  signatureNotes: string[];
}

const hexBytes = (h: string) => Uint8Array.from(Buffer.from(h.replace(/^0x/, ''), 'hex'));
const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 200);

/** The chain alias the node client takes for an EVM chain: 'C' for the C-Chain, else its blockchain id. */
const targetOf = (blockchainID: string, cChainID: string | null) => (blockchainID === cChainID ? 'C' : blockchainID);

export async function explainPending(
  c: NodeClient,
  m: { sourceChain: string; warpID: string | null },
  cChainID: string | null,
): Promise<PendingReport> {
  const chain = targetOf(m.sourceChain, cChainID);
  const { subnetID } = await c.platform.validatedBy({ blockchainID: m.sourceChain });
  let height: bigint;
  let heightSource: PendingReport['heightSource'] = 'proposervm';
  try {
    height = (await c.proposervm.getProposedHeight({}, { chain })).height;
  } catch {
    height = (await c.platform.getHeight()).height;
    heightSource = 'p-chain tip';
  }
  const [at, current] = await Promise.all([
    c.platform.getValidatorsAt({ height: height.toString(), subnetID }),
    c.platform.getCurrentValidators({ subnetID }).catch(() => null),
  ]);
  // L1 validators whose balance ran out are inactive: they cannot sign (ACP-77).
  const inactive = new Set(
    (current?.validators ?? []).filter((v) => v.balance !== undefined && v.balance === 0n).map((v) => v.nodeID),
  );
  const members: SetMember[] = Object.entries(at.validators).map(([nodeID, v]) => ({
    nodeID,
    weight: v.weight,
    ...(v.publicKey ? { publicKey: v.publicKey } : {}),
    ...(inactive.has(nodeID) || nodeID === EMPTY_NODE_ID ? { inactive: true } : {}),
  }));
  const notes: string[] = [];
  let signers: string[] | undefined;
  if (m.warpID) {
    try {
      const hex = await c.eth.warp_getMessageAggregateSignature([m.warpID, Number(DEFAULT_QUORUM.numerator), ''], {
        chain,
      });
      const signed = decodeSignedWarpMessage(hexBytes(hex));
      const set = canonicalWarpSet(
        members
          .filter((x) => !x.inactive)
          .map((x) => ({
            nodeID: x.nodeID,
            weight: x.weight,
            publicKey: x.publicKey ? hexBytes(x.publicKey) : null,
          })),
      );
      signers = decodeSigners(signed.signature.signers).flatMap((i) => set.validators[i]?.nodeIDs ?? []);
      notes.push(`the node aggregated signatures of ${signers.length} validator${signers.length === 1 ? '' : 's'}`);
    } catch (e) {
      notes.push(`no aggregate signature from the node: ${reasonOf(e)}`);
      try {
        await c.eth.warp_getMessageSignature([m.warpID], { chain });
        const { nodeID } = await c.info.getNodeID();
        signers = [nodeID];
        notes.push('this node signed the message (the others’ signatures are asked over p2p by a relayer)');
      } catch (e2) {
        notes.push(`this node gives no signature of it: ${reasonOf(e2)}`);
      }
    }
  } else {
    notes.push('the Warp message the messenger sent is not known, so signatures cannot be asked for');
  }
  const report = explainQuorum({ members, ...(signers ? { signers } : {}) });
  const signedBy = signers ? new Set(signers) : null;
  return {
    ...report,
    subnetID,
    pChainHeight: height.toString(),
    heightSource,
    members: members
      .filter((x) => x.weight > 0n)
      .map((x) => ({
        nodeID: x.nodeID,
        weight: x.weight,
        hasKey: Boolean(x.publicKey),
        inactive: x.inactive === true,
        signed: signedBy ? signedBy.has(x.nodeID) : null,
      })),
    signatureNotes: notes,
  };
}
