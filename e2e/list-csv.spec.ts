// Issue 30: CSV on every list, with the list's filters applied. Each export is downloaded from its page's
// own link or button and parsed; its lines are compared with what the node itself answers.
import { nodeIdFromString, sortPvmTransferableOutputs, type PvmUnsignedTx } from '@/lib/codec';
import { EWOQ_KEY } from '@/devnet/genesis/keys';
import { requiredFee } from '@/devnet/pchain/fee';
import { downloaded } from './csv-download';
import { activityL1, evmHeadAtLeast, recentEvmTx, token } from './evm-lookups';
import { expect, test } from './fixtures';
import { rpc } from './node-rpc';
import { delegationTerms, issueEwoqPTx } from './p-wallet';

/** The data lines of a CSV: the header and a bounded export's `# more` line left out. */
const lines = (csv: string[][]) => csv.slice(1).filter((r) => !(r.length === 1 && r[0]!.startsWith('#')));

/** Whether the lines' first cells (heights or indexes, decimal text) run down by one from `top`. */
const runDown = (rows: string[][], top: bigint) => rows.every((r, i) => BigInt(r[0]!) === top - BigInt(i));

test('the X, P, C and L1 block lists export CSV from the page shown down', async ({ page, request }) => {
  test.setTimeout(180_000);
  for (const chain of ['X', 'P'] as const) {
    const { height } = await rpc<{ height: string }>(
      request,
      `bc/${chain}`,
      chain === 'X' ? 'avm.getHeight' : 'platform.getHeight',
    );
    // An older page (the list's `from` filter): the export starts at its top, not at the head.
    const from = BigInt(height) > 3n ? BigInt(height) - 3n : BigInt(height);
    await page.goto(`/${chain.toLowerCase()}/blocks?from=${from}`);
    const firstRow = page.getByTestId('block-row').first();
    await expect(firstRow).toBeVisible();
    const csv = await downloaded(page, () => page.getByTestId('blocks-csv').click());
    expect(csv[0]).toEqual('height,block_id,type,time_utc,tx_count,tx_ids'.split(','));
    const rows = lines(csv);
    expect(rows.length).toBe(Math.min(Number(from) + 1, 1_000));
    expect(runDown(rows, from)).toBe(true);
    // The first line is the block the page's first row links to.
    await expect(firstRow.locator(`a[href$="/blocks/${rows[0]![1]}"]`)).toBeVisible({ timeout: 30_000 });
    for (const r of rows) {
      expect(r[3]).toMatch(/^(\d{4}-\d\d-\d\dT.+Z)?$/);
      expect(r[5]!.split(' ').filter(Boolean).length).toBe(Number(r[4]));
    }
  }

  // The C-Chain from an older page: numbers and hashes as the node has them.
  const cHead = BigInt(await rpc<string>(request, 'bc/C/rpc', 'eth_blockNumber', []));
  const cFrom = cHead > 2n ? cHead - 2n : cHead;
  await page.goto(`/c/blocks?from=${cFrom}`);
  await expect(page.getByTestId('block-row').first()).toBeVisible();
  const c = await downloaded(page, () => page.getByTestId('blocks-csv').click());
  expect(c[0]).toEqual('number,hash,time_utc,tx_count,gas_used,gas_limit,base_fee_wei,fee_recipient'.split(','));
  const cRows = lines(c);
  expect(runDown(cRows, cFrom)).toBe(true);
  const cBlock = await rpc<{ hash: string; transactions: string[] }>(request, 'bc/C/rpc', 'eth_getBlockByNumber', [
    `0x${cFrom.toString(16)}`,
    false,
  ]);
  expect(cRows[0]![1]).toBe(cBlock.hash);
  expect(Number(cRows[0]![3])).toBe(cBlock.transactions.length);

  // An L1's EVM chain, from its chain page (which shows only the latest ten): every block from the head.
  const l1 = await activityL1(request);
  await page.goto(`/evm/${l1}`);
  await expect(page.getByTestId('evm-block-row').first()).toBeVisible();
  const shownTop = BigInt(
    (await page.getByTestId('evm-block-row').first().locator('a').first().textContent())!.replace(/\D/g, ''),
  );
  const evm = await downloaded(page, () => page.getByTestId('blocks-csv').click());
  const evmRows = lines(evm);
  const top = BigInt(evmRows[0]![0]!);
  expect(top).toBeGreaterThanOrEqual(shownTop);
  expect(evmRows.length).toBe(Math.min(Number(top) + 1, 1_000));
  expect(runDown(evmRows, top)).toBe(true);
  const l1Block = await rpc<{ hash: string }>(request, `bc/${l1}/rpc`, 'eth_getBlockByNumber', [
    `0x${top.toString(16)}`,
    false,
  ]);
  expect(evmRows[0]![1]).toBe(l1Block.hash);

  // The routes ask for the export plainly and refuse what is not a height or a chain.
  expect((await request.get('/api/blocks/X')).status()).toBe(400);
  expect((await request.get('/api/blocks/X?format=csv&from=12ab')).status()).toBe(400);
  expect((await request.get('/api/blocks/nochain?format=csv')).status()).toBe(404);
});

test('index containers, the L1s, an EVM block’s txs and an address’s token balances export CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // An index path from a page (`start`): that page's newest container first, down to index 0.
  const { index: last } = await rpc<{ index: string }>(request, 'index/X/tx', 'index.getLastAccepted', {
    encoding: 'hex',
  });
  const start = BigInt(last) > 30n ? 2n : 0n;
  await page.goto(`/index/X/tx?start=${start}`);
  await expect(page.getByTestId('index-row').first()).toBeVisible();
  const idx = await downloaded(page, () => page.getByTestId('index-csv').click());
  expect(idx[0]).toEqual('index,container_id,accepted_utc,chain,what,decoded_id,height,summary,bytes'.split(','));
  const idxRows = lines(idx);
  const idxTop = start + 24n < BigInt(last) ? start + 24n : BigInt(last);
  expect(idxRows.length).toBe(Number(idxTop) + 1);
  expect(runDown(idxRows, idxTop)).toBe(true);
  const atTop = await rpc<{ id: string }>(request, 'index/X/tx', 'index.getContainerByIndex', {
    index: idxTop.toString(),
    encoding: 'hex',
  });
  expect(idxRows[0]![1]).toBe(atTop.id);
  // An X tx decodes to itself: the decoded id is the container's.
  expect(idxRows[0]!.slice(3, 6)).toEqual(['X', 'tx', atTop.id]);
  expect(idxRows.every((r) => r[5] === '' || (r[3] === 'X' && r[5] === r[1]))).toBe(true);

  // The L1s: every subnet the node lists, as many lines as the page counts.
  await page.goto('/l1s');
  const count = Number(await page.getByTestId('subnet-count').textContent());
  const l1s = await downloaded(page, () => page.getByTestId('l1s-csv').click());
  expect(l1s[0]).toEqual('subnet_id,name,kind,chain_ids,control_keys,threshold'.split(','));
  expect(lines(l1s).length).toBe(count);
  const { subnets } = await rpc<{ subnets: { id: string }[] }>(request, 'bc/P', 'platform.getSubnets', {});
  expect(
    lines(l1s)
      .map((r) => r[0])
      .sort(),
  ).toEqual(subnets.map((s) => s.id).sort());

  // An EVM block's txs: the lines are the page's rows, in block order.
  const cTx = await recentEvmTx(request, 'c');
  await page.goto(`/c/blocks/${cTx.blockNumber}`);
  const shown = await page.getByTestId('block-tx').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tx')));
  expect(shown).toContain(cTx.hash);
  const txs = await downloaded(page, () => page.getByTestId('block-txs-csv').click());
  expect(txs[0]).toEqual('position,tx_hash,from,to,method_selector,value_wei,fee_wei,gas_limit,nonce'.split(','));
  expect(lines(txs).map((r) => r[1])).toEqual(shown);
  expect(lines(txs).every((r) => /^\d+$/.test(r[5]!) && /^0x[0-9a-f]{40}$/i.test(r[2]!))).toBe(true);

  // An address's token balances (its tokens tab): one line per token it holds, the page's amounts.
  const busiest = await token(request);
  const { holders } = (await (await request.get(`/api/history/tokens?token=${busiest}`)).json()) as {
    holders: { holder: string }[];
  };
  const holder = holders[0]!.holder;
  await page.goto(`/c/address/${holder}?tab=tokens`);
  const balanceRows = page.getByTestId('token-balances').getByTestId('token-balance-row');
  await expect(balanceRows.first()).toBeVisible({ timeout: 60_000 });
  const amounts = await balanceRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-amount')));
  const balances = await downloaded(page, () => page.getByTestId('token-balances-csv').click());
  expect(balances[0]).toEqual('token,symbol,name,kind,decimals,holder,amount'.split(','));
  const balanceLines = lines(balances);
  expect(balanceLines.every((r) => r[5] === holder.toLowerCase())).toBe(true);
  expect(balanceLines.map((r) => r[0])).toContain(busiest);
  expect(balanceLines.map((r) => r[6]).sort()).toEqual([...amounts].sort());
  // Balances are listed per address.
  expect((await request.get('/api/history/tokens?format=csv&list=balances')).status()).toBe(400);
});

test('pending stakers export CSV for the subnet shown', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A delegation that starts in an hour: pending until then.
  const { avax, stake, validators } = await delegationTerms(request);
  const now = BigInt(Math.floor(Date.now() / 1000));
  const begin = now + 3_600n;
  const end = begin + 2n * 86_400n;
  const target = validators.find((v) => v.txID && BigInt(v.endTime ?? 0) > end + 3_600n);
  expect(target, 'a validator staking past the delegation’s end').toBeDefined();
  const owner = { locktime: 0n, threshold: 1, addrs: [EWOQ_KEY.address] };
  const out = (amount: bigint) => ({
    assetID: avax,
    output: { kind: 'secp256k1fx.TransferOutput' as const, amount, owners: owner },
  });
  const txID = await issueEwoqPTx(
    request,
    (base, amount) => {
      const tx = (change: bigint): PvmUnsignedTx => ({
        kind: 'AddPermissionlessDelegatorTx',
        base: { ...base, outputs: sortPvmTransferableOutputs([out(change)]) },
        validator: { nodeID: nodeIdFromString(target!.nodeID), start: begin, end, weight: stake },
        subnetID: new Uint8Array(32),
        stakeOuts: [out(stake)],
        delegationRewardsOwner: owner,
      });
      return tx(amount - stake - 3n * requiredFee(tx(1n)));
    },
    0,
    stake * 2n,
  );
  const pending = await rpc<{ validators: unknown[]; delegators: { txID: string }[] }>(
    request,
    'bc/P',
    'platform.getPendingValidators',
    {},
  );
  expect(pending.delegators.map((d) => d.txID)).toContain(txID);

  await page.goto('/validators?view=pending');
  await expect(page.getByTestId('pending-validator-count')).toBeVisible();
  const csv = await downloaded(page, () => page.getByTestId('pending-csv').click());
  expect(csv[0]).toEqual(
    'role,tx_id,node_id,stake_navax,weight,delegation_fee_percent,start_utc,end_utc,bls_key'.split(','),
  );
  const rows = lines(csv);
  const mine = rows.find((r) => r[1] === txID);
  expect(mine).toEqual([
    'delegator',
    txID,
    target!.nodeID,
    stake.toString(),
    // The node tells a pending delegator's stake, not its weight.
    '',
    '',
    new Date(Number(begin) * 1000).toISOString(),
    new Date(Number(end) * 1000).toISOString(),
    '',
  ]);
  // The primary network's pending stakers, every one the node lists for it.
  expect(rows.length).toBe(pending.validators.length + pending.delegators.length);
});

test('an L1 EVM chain’s blocks page past the chain page’s latest ten, and a page survives a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The L1 the devnet's activity runs on, once it has more blocks than a page (20) shows.
  const l1 = await activityL1(request);
  await evmHeadAtLeast(request, l1, 20n);
  await page.goto(`/evm/${l1}`);
  await page.getByRole('link', { name: 'All blocks →' }).click();
  await expect(page).toHaveURL(new RegExp(`/evm/${l1}/blocks$`));
  const rows = page.getByTestId('block-row');
  const head = BigInt((await rows.first().locator('a').first().textContent())!);
  expect(head).toBeGreaterThanOrEqual(20n);
  await expect(rows).toHaveCount(20);
  await page.getByRole('link', { name: 'Older →' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${head - 20n}$`));
  await page.reload();
  const older = BigInt((await rows.first().locator('a').first().textContent())!);
  expect(older).toBe(head - 20n);
  // The block as the node has it, linked from its row.
  const block = await rpc<{ hash: string }>(request, `bc/${l1}/rpc`, 'eth_getBlockByNumber', [
    `0x${older.toString(16)}`,
    false,
  ]);
  await expect(rows.first().locator(`a[href$="/blocks/${block.hash}"]`)).toBeVisible();
  await expect(page.getByRole('link', { name: '← Newer' })).toBeVisible();
});
