import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { PRIMARY_NETWORK_ID } from '@/devnet/genesis/constants';
import { blsProofOfPossession, blsPublicKey, blsSecretKeyFromSeed, blsVerifyProofOfPossession } from '@/lib/codec/bls';
import { addressOfPrivateKey, recoverAddress } from '@/lib/codec/secp256k1';
import { blsSigner, runGenesisJob, type TxToSign } from './genesis-jobs';
import { GenesisPool } from './genesis-pool';
import { pFixture } from './test-helpers';
import { parsePTx } from './txs';
import { avaxOut, baseFields, ownerOf } from './wallet';

const seed = (i: number) => sha256(new TextEncoder().encode(`genesis-jobs-test:${i}`));

function validatorTx(i: number): TxToSign {
  const priv = seed(100 + i);
  const addr = addressOfPrivateKey(priv);
  return {
    unsigned: {
      kind: 'AddPermissionlessValidatorTx',
      base: baseFields(
        12345,
        [
          {
            txID: seed(200 + i),
            outputIndex: 0,
            assetID: seed(0),
            input: { kind: 'secp256k1fx.TransferInput', amount: 5n, sigIndices: [0] },
          } as never,
        ],
        [],
      ),
      validator: { nodeID: seed(300 + i).slice(0, 20), start: 1n, end: 2n, weight: 5n },
      subnetID: PRIMARY_NETWORK_ID,
      signer: { kind: 'empty' },
      stakeOuts: [avaxOut(5n, ownerOf(addr))],
      validatorRewardsOwner: ownerOf(addr),
      delegatorRewardsOwner: ownerOf(addr),
      delegationShares: 20_000,
    },
    signers: [[priv]],
    blsSeed: seed(400 + i),
  };
}

describe('genesis jobs', () => {
  it('derive the same BLS signer as the codec, with a proof that verifies', () => {
    const s = blsSigner(seed(1));
    const sk = blsSecretKeyFromSeed(seed(1));
    expect(s.publicKey).toEqual(blsPublicKey(sk));
    expect(s.proofOfPossession).toEqual(blsProofOfPossession(sk));
    expect(blsVerifyProofOfPossession(s.publicKey, s.proofOfPossession)).toBe(true);
  });

  it('sign a validator tx with its BLS signer and a signature that recovers to the funding key', () => {
    const job = validatorTx(1);
    const [bytes] = runGenesisJob({ op: 'sign', txs: [job] });
    const tx = parsePTx(bytes!);
    expect(tx.unsigned.kind).toBe('AddPermissionlessValidatorTx');
    if (tx.unsigned.kind !== 'AddPermissionlessValidatorTx') return;
    expect(tx.unsigned.signer).toEqual(blsSigner(job.blsSeed!));
    const sig = tx.tx.credentials[0]!.sigs[0]!;
    expect(recoverAddress(sha256(tx.unsignedBytes), sig)).toEqual(addressOfPrivateKey(job.signers[0]![0]!));
  });

  it('give the same bytes on a worker thread as in place', async () => {
    const pool = new GenesisPool(1);
    try {
      // Let the worker start (it loads the codec through tsx), so the jobs below really go to it.
      const ready = Date.now() + 20_000;
      while ((pool as unknown as { slots: { state: string }[] }).slots[0]!.state !== 'ready' && Date.now() < ready) {
        (pool as unknown as { drain(): void }).drain();
        await new Promise((r) => setTimeout(r, 50));
      }
      const txs = [validatorTx(2), validatorTx(3)];
      const privs = [seed(7), seed(8)];
      const signT = pool.submit({ op: 'sign', txs });
      const addrT = pool.submit({ op: 'addresses', privs });
      expect(pool.wait(signT)).toEqual(runGenesisJob({ op: 'sign', txs }));
      expect(pool.wait(addrT)).toEqual(privs.map((p) => addressOfPrivateKey(p)));
      expect(pool.stats.worker).toBeGreaterThan(0);
    } finally {
      pool.close();
    }
  }, 30_000);
});

describe('a genesis built with worker threads', () => {
  const build = (threads: string) => {
    const before = process.env.DEVNET_GENESIS_THREADS;
    process.env.DEVNET_GENESIS_THREADS = threads;
    try {
      return pFixture({ validators: 12, delegators: 60 });
    } finally {
      if (before === undefined) delete process.env.DEVNET_GENESIS_THREADS;
      else process.env.DEVNET_GENESIS_THREADS = before;
    }
  };
  // Every staker but this node's own genesis entry, whose BLS key is random per data dir.
  const stakersOf = (f: ReturnType<typeof pFixture>) =>
    (['current', 'pending'] as const)
      .flatMap((status) =>
        f.p.state
          .stakers(PRIMARY_NETWORK_ID, status)
          .filter((s) => !Buffer.from(s.nodeID).equals(f.p.node.nodeID))
          .map((s) => `${status}:${s.kind}:${Buffer.from(s.txID).toString('hex')}`),
      )
      .sort();

  it('has exactly the stakers, txs and blocks of one built in place', () => {
    const inPlace = build('0');
    const withWorker = build('1');
    const a = stakersOf(inPlace);
    expect(a.filter((s) => s.includes(':delegator:')).length).toBeGreaterThan(20);
    expect(stakersOf(withWorker)).toEqual(a);
    expect(withWorker.p.height()).toBe(inPlace.p.height());
  });

  it('refuses a thread count that is not a small integer', () => {
    expect(() => build('many')).toThrow(/DEVNET_GENESIS_THREADS/);
  });
});
