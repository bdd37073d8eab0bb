// JSON-RPC calls to the devnet through the app's proxy (`/api/node/ext/<path>`), as the browser
// makes them: what a spec compares the pages with.
import { expect, type APIRequestContext } from '@playwright/test';
import { formatBytes } from '@/lib/codec/encoding';

export interface RpcAnswer<T> {
  result?: T;
  error?: { code: number; message: string };
}

/** The whole answer of `method` on `path` (e.g. `bc/P`, `bc/C/rpc`, `index/X/tx`), error included. */
export async function rpcAnswer<T = any>(
  request: APIRequestContext,
  path: string,
  method: string,
  params: unknown = {},
): Promise<RpcAnswer<T>> {
  const res = await request.post(`/api/node/ext/${path}`, { data: { jsonrpc: '2.0', id: 1, method, params } });
  return (await res.json()) as RpcAnswer<T>;
}

/** The result of `method` on `path`; a JSON-RPC error throws, naming the method. */
export async function rpc<T = any>(
  request: APIRequestContext,
  path: string,
  method: string,
  params: unknown = {},
): Promise<T> {
  const body = await rpcAnswer<T>(request, path, method, params);
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

const ISSUING = {
  X: { path: 'bc/X', issue: 'avm.issueTx', status: 'avm.getTxStatus', final: 'Accepted' },
  P: { path: 'bc/P', issue: 'platform.issueTx', status: 'platform.getTxStatus', final: 'Committed' },
} as const;

/** Issues the signed tx `bytes` on X or P, expects the node to name it `txID`, and waits until it is final. */
export async function issueUntilFinal(
  request: APIRequestContext,
  chain: 'X' | 'P',
  bytes: Uint8Array,
  txID: string,
): Promise<string> {
  const on = ISSUING[chain];
  const issued = await rpc<{ txID: string }>(request, on.path, on.issue, {
    tx: formatBytes(bytes, 'hex'),
    encoding: 'hex',
  });
  expect(issued.txID).toBe(txID);
  await expect
    .poll(async () => (await rpc<{ status: string }>(request, on.path, on.status, { txID })).status, {
      timeout: 20_000,
    })
    .toBe(on.final);
  return txID;
}

export interface DevnetL1Validator {
  validationID: string;
  nodeID: string;
  /** nAVAX left to pay the L1 validator's continuous fee. */
  balance: string;
}

/** The devnet's L1 (`snowlinel1`): its subnet id and its current validators, in the P-Chain's order. */
export async function devnetL1(
  request: APIRequestContext,
): Promise<{ subnetID: string; validators: DevnetL1Validator[] }> {
  const { blockchains } = await rpc<{ blockchains: { name: string; subnetID: string }[] }>(
    request,
    'bc/P',
    'platform.getBlockchains',
  );
  const subnetID = blockchains.find((b) => b.name === 'snowlinel1')!.subnetID;
  const { validators } = await rpc<{ validators: DevnetL1Validator[] }>(
    request,
    'bc/P',
    'platform.getCurrentValidators',
    {
      subnetID,
    },
  );
  return { subnetID, validators };
}
