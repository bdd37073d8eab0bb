// info.* service: this node's identity, network constants, fees, VMs, upgrades and the simulated
// view of its peers (facts §8, §10).
import { NodeError, type DevnetContext } from '@/devnet/core/contracts';
import {
  AVM_VM_ID_STR,
  EVM_VM_ID_STR,
  LOCAL_PARAMS,
  NFT_FX_ID_STR,
  PLATFORM_VM_ID_STR,
  PROPERTY_FX_ID_STR,
  SECP256K1_FX_ID_STR,
} from '@/devnet/genesis/constants';
import { rfc3339 } from '@/devnet/core/time-format';
import { implement, type ServiceImplementation } from '@/devnet/server/implement';
import { parsedStrings, requiredString } from '@/devnet/server/params';
import { registry } from '@/lib/registry';
import { networkNameForId } from '@/lib/codec/address';
import { formatBytes } from '@/lib/codec/encoding';
import { bytesEqual, idToString, nodeIdFromString, nodeIdToString } from '@/lib/codec/ids';
import type { PChainHandle } from '@/devnet/pchain/index';
import { SUBNET_EVM_VM_ID_STR } from '@/devnet/pchain/genesis';
import { SIGNALLED_ACPS, simulatedPeers } from './peers';

const NODE_VERSION = 'avalanchego/1.13.2';

export interface InfoDeps {
  pchain: PChainHandle;
  /** `ip:port` this node advertises (info.getNodeIP). */
  publicIP?: string;
  /** The node's chain alias table: genesis aliases, chain ids and those admin.aliasChain adds. */
  lookupChain: (aliasOrID: string) => Uint8Array | undefined;
}

/** Local network upgrades: everything active from the local network's initial time. */
const ACTIVATED = '2020-12-05T05:00:00Z';
const UPGRADES = {
  apricotPhase1Time: ACTIVATED,
  apricotPhase2Time: ACTIVATED,
  apricotPhase3Time: ACTIVATED,
  apricotPhase4Time: ACTIVATED,
  apricotPhase4MinPChainHeight: 0,
  apricotPhase5Time: ACTIVATED,
  apricotPhasePre6Time: ACTIVATED,
  apricotPhase6Time: ACTIVATED,
  apricotPhasePost6Time: ACTIVATED,
  banffTime: ACTIVATED,
  cortinaTime: ACTIVATED,
  cortinaXChainStopVertexID: '11111111111111111111111111111111LpoYY',
  durangoTime: ACTIVATED,
  etnaTime: ACTIVATED,
  fortunaTime: ACTIVATED,
  graniteTime: ACTIVATED,
  graniteEpochDuration: 30000000000,
};

export function createInfoService(ctx: DevnetContext, deps: InfoDeps): ServiceImplementation {
  const { pchain } = deps;

  const primaryWeights = () => {
    const own = pchain.state
      .stakersOfNode(new Uint8Array(32), pchain.node.nodeID)
      .filter((s) => s.kind === 'validator')
      .reduce((a, s) => a + s.weight, 0n);
    return own;
  };

  return implement(registry.info, {
    getNodeVersion: () => ({
      version: NODE_VERSION,
      databaseVersion: 'v1.4.5',
      rpcProtocolVersion: '42',
      gitCommit: 'snowline-devnet',
      vmVersions: { avm: 'v1.13.2', evm: 'v0.15.2', platform: 'v1.13.2' },
    }),
    getNodeID: () => ({
      nodeID: nodeIdToString(pchain.node.nodeID),
      nodePOP: {
        publicKey: formatBytes(pchain.node.blsPublicKey, 'hexnc'),
        proofOfPossession: formatBytes(pchain.node.blsProofOfPossession, 'hexnc'),
      },
    }),
    getNodeIP: () => ({ ip: deps.publicIP ?? '127.0.0.1:9651' }),
    getNetworkID: () => ({ networkID: String(ctx.networkID) }),
    getNetworkName: () => ({ networkName: networkNameForId(ctx.networkID) }),
    getBlockchainID: (p) => {
      const alias = p.alias ?? '';
      const id = deps.lookupChain(alias);
      if (!id) throw new NodeError(`there is no chain with alias/ID '${alias}'`);
      return { blockchainID: idToString(id) };
    },
    isBootstrapped: (p) => {
      const chain = requiredString(p.chain, 'chain');
      if (!deps.lookupChain(chain)) throw new NodeError(`there is no chain with alias/ID '${chain}'`);
      return { isBootstrapped: true };
    },
    peers: (p) => {
      const wanted = parsedStrings(p.nodeIDs, nodeIdFromString);
      const peers = simulatedPeers(pchain, ctx.clock.nowMs()).filter(
        (x) => wanted.length === 0 || wanted.some((w) => bytesEqual(w, x.nodeID)),
      );
      return { numPeers: String(peers.length), peers: peers.map((x) => x.json) };
    },
    uptime: () => {
      // Peers weight their observation of this node by their stake; this node counts itself at 100%.
      const peers = simulatedPeers(pchain, ctx.clock.nowMs());
      const own = primaryWeights();
      let total = own;
      let weighted = Number(own) * 100;
      let rewarding = own;
      for (const x of peers) {
        total += x.weight;
        weighted += Number(x.weight) * x.observedUptime;
        if (x.observedUptime >= LOCAL_PARAMS.uptimeRequirement * 100) rewarding += x.weight;
      }
      const pct = (n: number) => n.toFixed(4);
      return {
        rewardingStakePercentage: pct(total > 0n ? (Number(rewarding) / Number(total)) * 100 : 100),
        weightedAveragePercentage: pct(total > 0n ? weighted / Number(total) : 100),
      };
    },
    acps: () => {
      const peers = simulatedPeers(pchain, ctx.clock.nowMs());
      const acps: Record<
        string,
        {
          supportWeight: string;
          supporters: string[];
          objectWeight: string;
          objectors: string[];
          abstainWeight: string;
        }
      > = {};
      for (const n of SIGNALLED_ACPS) {
        let supportWeight = 0n;
        let objectWeight = 0n;
        let abstainWeight = 0n;
        const supporters: string[] = [];
        const objectors: string[] = [];
        for (const x of peers) {
          if (x.json.supportedACPs.includes(n)) {
            supportWeight += x.weight;
            supporters.push(x.json.nodeID);
          } else if (x.json.objectedACPs.includes(n)) {
            objectWeight += x.weight;
            objectors.push(x.json.nodeID);
          } else abstainWeight += x.weight;
        }
        acps[String(n)] = {
          supportWeight: supportWeight.toString(),
          supporters,
          objectWeight: objectWeight.toString(),
          objectors,
          abstainWeight: abstainWeight.toString(),
        };
      }
      return { acps };
    },
    getTxFee: () => ({
      txFee: LOCAL_PARAMS.txFee.toString(),
      createAssetTxFee: LOCAL_PARAMS.createAssetTxFee.toString(),
      createSubnetTxFee: LOCAL_PARAMS.createSubnetTxFee.toString(),
      transformSubnetTxFee: LOCAL_PARAMS.transformSubnetTxFee.toString(),
      createBlockchainTxFee: LOCAL_PARAMS.createBlockchainTxFee.toString(),
      addPrimaryNetworkValidatorFee: LOCAL_PARAMS.addPrimaryNetworkValidatorFee.toString(),
      addPrimaryNetworkDelegatorFee: LOCAL_PARAMS.addPrimaryNetworkDelegatorFee.toString(),
      addSubnetValidatorFee: LOCAL_PARAMS.addSubnetValidatorFee.toString(),
      addSubnetDelegatorFee: LOCAL_PARAMS.addSubnetDelegatorFee.toString(),
    }),
    getVMs: () => ({
      vms: {
        [AVM_VM_ID_STR]: ['avm'],
        [EVM_VM_ID_STR]: ['evm'],
        [PLATFORM_VM_ID_STR]: ['platform'],
        [SUBNET_EVM_VM_ID_STR]: ['subnet-evm'],
      },
      fxs: { [SECP256K1_FX_ID_STR]: 'secp256k1fx', [NFT_FX_ID_STR]: 'nftfx', [PROPERTY_FX_ID_STR]: 'propertyfx' },
    }),
    // Helicon when --helicon-time says: the P-chain takes its txs from then on.
    upgrades: () => ({ ...UPGRADES, heliconTime: rfc3339(Number(pchain.engine.heliconTime) * 1000) }),
  });
}
