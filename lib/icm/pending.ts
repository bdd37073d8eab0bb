// Why a sent message is not delivered: the source chain's validator set at a P-chain height, held
// against the quorum (lib/icm/quorum.ts), and who signed where the node tells (its own signature, or an
// aggregate it builds). Every node read may fail on its own: what could not be read is said, not thrown.
import type { NodeClient } from '@/lib/client';
import { canonicalWarpSet, decodeSignedWarpMessage, decodeSigners } from '@/lib/codec/warp';
import { PRIMARY_NETWORK_ID as PRIMARY_NETWORK } from '@/lib/schemas/primary-network';
import { EMPTY_NODE_ID, explainQuorum, DEFAULT_QUORUM, type QuorumReport, type SetMember } from './quorum';

export interface PendingReport extends QuorumReport {
  /** The subnet whose validators must sign. */
  subnetID: string;
  /** Why that set: the source's, or for a Primary Network message to an L1 the L1's own. */
  setNote: string;
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
export const targetOf = (blockchainID: string, cChainID: string | null) =>
  blockchainID === cChainID ? 'C' : blockchainID;

/** The validators that must sign a message, at the P-chain height `heightChain` would verify it at. */
export interface SigningSet {
  subnetID: string;
  setNote: string;
  height: bigint;
  heightSource: PendingReport['heightSource'];
  members: SetMember[];
}

export async function signingSet(
  c: NodeClient,
  m: { sourceChain: string; destChain: string | null },
  heightChain: string,
): Promise<SigningSet> {
  const source = (await c.platform.validatedBy({ blockchainID: m.sourceChain })).subnetID;
  // A message from the Primary Network is verified by an L1 against the L1's own validators (subnet-evm's
  // warp verifier, unless requirePrimaryNetworkSigners is set): they are the ones that must sign.
  const dest = m.destChain ? await c.platform.validatedBy({ blockchainID: m.destChain }).catch(() => null) : null;
  const byDestination = source === PRIMARY_NETWORK && dest !== null && dest.subnetID !== PRIMARY_NETWORK;
  const subnetID = byDestination ? dest.subnetID : source;
  const setNote = byDestination
    ? 'sent from the Primary Network to an L1: the L1 verifies it against its own validators, who must sign it'
    : 'the source chain’s validators must sign it';
  let height: bigint;
  let heightSource: PendingReport['heightSource'] = 'proposervm';
  try {
    height = (await c.proposervm.getProposedHeight({}, { chain: heightChain })).height;
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
  // A node that answers getValidatorsAt with bare weights (the older form) names no keys: the current
  // set's keys stand in (an L1 validator's publicKey, a Primary Network validator's signer).
  const currentKey = new Map(
    (current?.validators ?? []).map((v) => [v.nodeID, v.publicKey ?? v.signer?.publicKey ?? undefined]),
  );
  const members: SetMember[] = Object.entries(at.validators).map(([nodeID, v]) => ({
    nodeID,
    weight: v.weight,
    ...((v.publicKey ?? currentKey.get(nodeID)) ? { publicKey: (v.publicKey ?? currentKey.get(nodeID))! } : {}),
    ...(inactive.has(nodeID) || nodeID === EMPTY_NODE_ID ? { inactive: true } : {}),
  }));
  return { subnetID, setNote, height, heightSource, members };
}

/** The canonical Warp set of the members that can sign (bit i of a signer set names validators[i]). */
export function warpSetOf(members: readonly SetMember[]) {
  return canonicalWarpSet(
    members
      .filter((x) => !x.inactive)
      .map((x) => ({ nodeID: x.nodeID, weight: x.weight, publicKey: x.publicKey ? hexBytes(x.publicKey) : null })),
  );
}

export async function explainPending(
  c: NodeClient,
  m: { sourceChain: string; destChain: string | null; warpID: string | null },
  cChainID: string | null,
): Promise<PendingReport> {
  const chain = targetOf(m.sourceChain, cChainID);
  const { subnetID, setNote, height, heightSource, members } = await signingSet(c, m, chain);
  const notes: string[] = [];
  let signers: string[] | undefined;
  if (m.warpID) {
    try {
      const hex = await c.eth.warp_getMessageAggregateSignature([m.warpID, Number(DEFAULT_QUORUM.numerator), ''], {
        chain,
      });
      const signed = decodeSignedWarpMessage(hexBytes(hex));
      const set = warpSetOf(members);
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
    setNote,
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
