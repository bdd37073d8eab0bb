// Credential checks for secp256k1 recoverable signatures. AvalancheGo recovers the public key from
// each 65-byte signature (r, s, v) and compares its address with the owner at the signature index;
// a signature whose recovery byte v is flipped recovers another key and is refused.
//
// Recovery in pure JS costs ~2 ms on the event loop, so once an address's public key Q is known
// (learned by recovery) the same rule is checked in a worker thread: R = u1·G + u2·Q with
// u1 = z/s, u2 = r/s must be exactly the point recovery starts from — x = r and y's parity = v —
// which holds iff recovering (r, s, v) gives Q. Keys that sign often get precomputed multiple
// tables, making the check as cheap as an OpenSSL verify. Anything the fast check refuses falls
// back to recovery, which decides.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { recoverPublicKey, shortAddressOf } from '@/lib/codec/secp256k1';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesEqual } from '@/lib/codec/ids';
import { TurnBatch } from '../core/turn-batch';

const HALF_N = secp256k1.Point.CURVE().n >> 1n;
/** Uncompressed public keys by address (hex), learned by recovery. */
const keyCache = new Map<string, Uint8Array>();
const MAX_CACHE = 100_000;

const hexOf = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');

/** One signature to check: `sig65` over sha256(`unsignedBytes`) (= `digest`) by the key behind `address`. */
export interface SignatureCheck {
  unsignedBytes: Uint8Array;
  digest: Uint8Array;
  sig65: Uint8Array;
  address: Uint8Array;
}

function isHighS(sig65: Uint8Array): boolean {
  let s = 0n;
  for (let i = 32; i < 64; i++) s = (s << 8n) | BigInt(sig65[i] as number);
  return s > HALF_N;
}

/** Where the worker imports noble from (it runs plain JS, outside the TS loaders). */
const NOBLE_URL = pathToFileURL(createRequire(import.meta.url).resolve('@noble/curves/secp256k1.js')).href;

// Plain JS so the worker runs the same under tsx, vitest and node. A batch arrives packed in one
// buffer to keep messaging cheap.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const noble = import(workerData.nobleUrl).then((mod) => {
  // A wide table for G (~3 MB, built once) halves the cost of u1·G against noble's default.
  mod.secp256k1.Point.BASE.precompute(10, false);
  return mod;
});
// A key that signed this often gets its own table (~850 KB, ~30 ms to build): with it the check
// costs about an OpenSSL verify; without it, ~3x that.
const TABLE_AFTER_USES = 16;
const MAX_TABLES = 32;
const WINDOW = 8;
const keys = new Map();
const big = (b) => BigInt('0x' + b.toString('hex'));

function keyEntry(Point, pub) {
  const k = pub.toString('hex');
  let entry = keys.get(k);
  if (entry) {
    keys.delete(k); // re-inserted below: Map order is recency order
  } else {
    if (keys.size >= 100000) keys.clear();
    entry = { point: Point.fromBytes(pub), uses: 0, table: false };
  }
  keys.set(k, entry);
  if (!entry.table && ++entry.uses >= TABLE_AFTER_USES) {
    let tables = 0;
    for (const e of keys.values()) if (e.table) tables++;
    if (tables >= MAX_TABLES) {
      for (const [key, e] of keys) if (e.table) { keys.delete(key); break; }
    }
    entry.point.precompute(WINDOW, false);
    entry.table = true;
  }
  return entry;
}

// Per job: 32-byte digest, 65-byte public key, 65-byte r||s||v. The two inversions each check
// needs (1/s and the affine conversion of R) are done once per batch (Montgomery's trick).
function checkBatch({ secp256k1 }, b, count) {
  const { Point } = secp256k1;
  const Fn = Point.Fn;
  const Fp = Point.Fp;
  const n = Fn.ORDER;
  const out = new Uint8Array(count);
  const jobs = [];
  for (let i = 0, p = 0; i < count; i++, p += 162) {
    const sig = b.subarray(p + 97, p + 162);
    const r = big(sig.subarray(0, 32));
    const s = big(sig.subarray(32, 64));
    const v = sig[64];
    if (v > 1 || r === 0n || r >= n || s === 0n || s >= n) continue;
    try {
      jobs.push({ i, r, s, v, z: Fn.create(big(b.subarray(p, p + 32))), entry: keyEntry(Point, b.subarray(p + 32, p + 97)) });
    } catch {}
  }
  const ws = Fn.invertBatch(jobs.map((j) => j.s));
  const points = jobs.map((j, k) => {
    const u1 = Fn.mul(j.z, ws[k]);
    const u2 = Fn.mul(j.r, ws[k]);
    try {
      return j.entry.table ? Point.BASE.multiplyUnsafe(u1).add(j.entry.point.multiplyUnsafe(u2)) : Point.BASE.mulAddUnsafe(u1, j.entry.point, u2);
    } catch {
      return Point.ZERO;
    }
  });
  const izs = Fp.invertBatch(points.map((P) => P.Z));
  jobs.forEach((j, k) => {
    const P = points[k];
    if (P.is0()) return;
    // R = u1·G + u2·Q must be the point recovery starts from: x = r, y's parity = v.
    const x = Fp.mul(P.X, izs[k]);
    const y = Fp.mul(P.Y, izs[k]);
    out[j.i] = x === j.r && Number(y & 1n) === j.v ? 1 : 0;
  });
  return out;
}

parentPort.on('message', ({ buf, count }) => {
  noble.then((mod) => {
    let out;
    try {
      out = checkBatch(mod, Buffer.from(buf), count);
    } catch {
      out = new Uint8Array(count);
    }
    parentPort.postMessage(out);
  }, () => parentPort.postMessage(new Uint8Array(count)));
});
`;
const JOB_BYTES = 32 + 65 + 65;

interface Job {
  digest: Uint8Array;
  pub: Uint8Array;
  sig65: Uint8Array;
}

type Verification = { job: Job; resolve: (ok: boolean) => void };

/** One verification worker; jobs issued in the same event-loop turn travel as one message. */
class Verifier {
  private worker: Worker | undefined;
  private readonly queue = new TurnBatch<Verification>((batch) => this.send(batch));
  private inFlight: ((oks: Uint8Array) => void)[] = [];

  verify(job: Job): Promise<boolean> {
    return new Promise((resolve) => this.queue.add({ job, resolve }));
  }

  private start(): Worker {
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { nobleUrl: NOBLE_URL } });
    w.unref();
    w.on('message', (oks: Uint8Array) => this.inFlight.shift()?.(oks));
    w.on('error', () => {
      // A dead worker answers nothing: fail what was pending (recovery re-checks) and start afresh.
      for (const done of this.inFlight.splice(0)) done(new Uint8Array(0));
      this.worker = undefined;
    });
    return w;
  }

  private send(batch: Verification[]): void {
    this.worker ??= this.start();
    const buf = new Uint8Array(batch.length * JOB_BYTES);
    batch.forEach(({ job }, i) => {
      buf.set(job.digest, i * JOB_BYTES);
      buf.set(job.pub, i * JOB_BYTES + 32);
      buf.set(job.sig65, i * JOB_BYTES + 97);
    });
    this.inFlight.push((oks) => batch.forEach((b, i) => b.resolve(oks[i] === 1)));
    this.worker.postMessage({ buf: buf.buffer, count: batch.length }, [buf.buffer]);
  }
}

const verifier = new Verifier();

/** Resolves true when the check holds (the node's rule: the key recovered from (r, s, v) is the owner's). */
export async function checkSignature(c: SignatureCheck): Promise<boolean> {
  if (c.sig65.length !== 65 || isHighS(c.sig65)) return false;
  const pub = keyCache.get(hexOf(c.address));
  if (pub && (c.sig65[64] as number) <= 1 && c.digest.length === 32) {
    if (await verifier.verify({ digest: c.digest, pub, sig65: c.sig65 })) return true;
  }
  return recoverAndCache(c);
}

/** AvalancheGo's own check: recover the public key and compare its address; remembers the key. */
function recoverAndCache({ digest, sig65, address }: SignatureCheck): boolean {
  let pub: Uint8Array;
  try {
    pub = recoverPublicKey(digest, sig65);
  } catch {
    return false;
  }
  if (!bytesEqual(shortAddressOf(pub), address)) return false;
  if (keyCache.size >= MAX_CACHE) keyCache.clear();
  keyCache.set(hexOf(address), secp256k1.Point.fromBytes(pub).toBytes(false));
  return true;
}
