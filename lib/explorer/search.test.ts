import { describe, expect, it } from 'vitest';
import { planSearch, resolveSearch, type Probe } from './search';
import { HttpStatusError, RpcError, TransportError } from '@/lib/client';

const TX = '2tXwLWyJnaA5RpWr27QX3mSkrGEEjVPMFeJTkBZxwZDvdqUkG4';

describe('planSearch', () => {
  it('tries a cb58 id as every kind of entity', () => {
    const plan = planSearch(`  ${TX} `);
    expect(plan.kind).toBe('probe');
    if (plan.kind !== 'probe') return;
    // Each in the order tried, with the page it opens. The C-Chain's atomic txs have cb58 ids too, and their
    // page is under /c/tx; an L1 validation's page is its validator's, known only from the answer.
    expect(plan.probes.map((p) => [p.kind, p.url])).toEqual([
      ['xTx', `/x/tx/${TX}`],
      ['xBlock', `/x/blocks/${TX}`],
      ['pTx', `/p/tx/${TX}`],
      ['pBlock', `/p/blocks/${TX}`],
      ['cAtomicTx', `/c/tx/${TX}`],
      ['asset', `/x/asset/${TX}`],
      ['subnet', `/l1s/${TX}`],
      ['blockchain', `/l1s/blockchain/${TX}`],
      ['l1Validation', `/search?q=${TX}`],
      ['icmMessage', `/icm/${TX}`],
    ]);
  });

  it('sends a node id to its validator page and an X address to its address page', () => {
    expect(planSearch('NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg')).toMatchObject({
      kind: 'redirect',
      url: '/validators/NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
    });
    expect(planSearch('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toMatchObject({
      kind: 'redirect',
      url: '/x/address/X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
    });
  });

  it('sends a C- address to the page of its atomic UTXOs', () => {
    expect(planSearch('C-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toMatchObject({
      kind: 'redirect',
      url: '/c/address/C-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
    });
  });

  it('rejects an address whose checksum is wrong', () => {
    expect(planSearch('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96x').kind).toBe('unrecognized');
  });

  it('tries a height on all three chains and a 0x hash on the C-chain', () => {
    const h = planSearch('42');
    expect(h.kind === 'probe' && h.probes.map((p) => p.url)).toEqual(['/x/blocks/42', '/p/blocks/42', '/c/blocks/42']);
    const hash = planSearch('0x' + 'AB'.repeat(32));
    expect(hash.kind === 'probe' && hash.probes.map((p) => p.kind)).toEqual([
      'cTx',
      'cBlockHash',
      'l1Tx',
      'icmMessage',
    ]);
    // An ICM message id is a 0x hash too: its page is the message's.
    expect(hash.kind === 'probe' && hash.probes[3]!.url).toBe(`/icm/0x${'ab'.repeat(32)}`);
    // A 0x address is a token's contract (its token page) or else an account.
    const account = planSearch('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC');
    expect(account.kind === 'probe' && account.probes.map((p) => p.url)).toEqual([
      '/c/token/0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc',
      // The account keeps the address as typed: its page shows the checksum case.
      '/c/address/0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC',
    ]);
  });

  it('reads words as a name or symbol to look up', () => {
    expect(planSearch(' Snow Dollar ')).toEqual({ kind: 'name', text: 'Snow Dollar' });
    expect(planSearch('AVAX')).toEqual({ kind: 'name', text: 'AVAX' });
    expect(planSearch('<script>').kind).toBe('unrecognized');
  });

  it('says plainly what it cannot read', () => {
    expect(planSearch('hello/world?')).toMatchObject({ kind: 'unrecognized' });
    expect(planSearch('   ').kind).toBe('empty');
  });
});

describe('resolveSearch', () => {
  it('keeps only the lookups the node answered, and a failing lookup is no match', async () => {
    const run = async (p: Probe) => {
      if (p.kind === 'pBlock') throw new Error('node down');
      return p.kind === 'xTx' || p.kind === 'asset';
    };
    const r = await resolveSearch(TX, run);
    // The tx that created the asset has the asset's id: the tx is the one match (its page links the asset).
    expect(r.matches.map((m) => m.kind)).toEqual(['xTx']);
    expect(r.tried).toHaveLength(10);
    const assetOnly = await resolveSearch(TX, async (p) => p.kind === 'asset' || p.kind === 'subnet');
    expect(assetOnly.matches.map((m) => m.kind)).toEqual(['asset', 'subnet']);
  });

  it('opens an L1 validation at the page its lookup names, and a token contract as the token', async () => {
    const validation = await resolveSearch(
      TX,
      async (p) => p.kind === 'l1Validation' && '/validators/NodeID-1?subnet=S',
    );
    expect(validation.matches.map((m) => m.url)).toEqual(['/validators/NodeID-1?subnet=S']);
    const address = '0x' + 'ab'.repeat(20);
    const token = await resolveSearch(address, async () => true);
    expect(token.matches.map((m) => m.kind)).toEqual(['token']);
    const account = await resolveSearch(address, async (p) => p.kind === 'cAddress');
    expect(account.matches.map((m) => m.url)).toEqual([`/c/address/${address}`]);
  });

  it('finds assets and tokens by name or symbol', async () => {
    const r = await resolveSearch(
      'snow',
      async () => false,
      async (text) => [
        { kind: 'token', name: 'Snow Dollar', symbol: 'SNOWD', id: '0xa', url: `/c/token/0xa?q=${text}` },
      ],
    );
    expect(r.matches).toEqual([{ kind: 'token', label: 'Token SNOWD · Snow Dollar', url: '/c/token/0xa?q=snow' }]);
  });
});

describe('resolveSearch when the node fails', () => {
  it('reports a node failure, so "nothing found" is not claimed for a node that did not answer', async () => {
    const down = await resolveSearch(TX, async () => {
      throw new TransportError('avm.getTx', 'network', 'connect ECONNREFUSED');
    });
    expect(down.matches).toEqual([]);
    expect(down.nodeFailure).toEqual({ kind: 'unreachable' });

    const answered = await resolveSearch(TX, async (p) => {
      if (p.kind === 'subnet') throw new RpcError('platform.getSubnet', -32000, 'not found', null);
      return false;
    });
    expect(answered.nodeFailure).toBeNull();

    // A node without the C-Chain answers 404 for its paths: those probes found nothing, the node is fine.
    const noCChain = await resolveSearch(TX, async (p) => {
      if (p.kind === 'cAtomicTx') throw new HttpStatusError('avax.getAtomicTx', 404, '404 page not found');
      return false;
    });
    expect(noCChain.nodeFailure).toBeNull();
  });
});
