// Credential checks for secp256k1 recoverable signatures. AvalancheGo recovers the public key from
// each 65-byte signature and compares its address with the owner at the signature index. Recovery in
// pure JS costs ~2 ms, so once an address's public key is known (learned by recovery) signatures are
// verified against it with OpenSSL, several times faster — in a worker thread, so the event loop
// keeps serving. A failed check falls back to recovery, which decides.
import { Worker } from 'node:worker_threads';
import { recoverPublicKey, shortAddressOf } from '@/lib/codec/secp256k1';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesEqual } from '@/lib/codec/ids';

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

// Plain JS so the worker runs the same under tsx, vitest and node. A batch arrives packed in one
// buffer (per job: u32 data length, data, 65-byte public key, 64-byte r||s) to keep messaging cheap.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
const keys = new Map();
const keyOf = (pub) => {
  const k = pub.toString('hex');
  let key = keys.get(k);
  if (!key) {
    if (keys.size > 100000) keys.clear();
    key = crypto.createPublicKey({ key: { kty: 'EC', crv: 'secp256k1', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33, 65).toString('base64url') }, format: 'jwk' });
    keys.set(k, key);
  }
  return key;
};
parentPort.on('message', ({ buf, count }) => {
  const b = Buffer.from(buf);
  const out = new Uint8Array(count);
  let p = 0;
  for (let i = 0; i < count; i++) {
    const n = b.readUInt32BE(p); p += 4;
    const data = b.subarray(p, p + n); p += n;
    const pub = b.subarray(p, p + 65); p += 65;
    const sig = b.subarray(p, p + 64); p += 64;
    try {
      out[i] = crypto.verify('sha256', data, { key: keyOf(pub), dsaEncoding: 'ieee-p1363' }, sig) ? 1 : 0;
    } catch {
      out[i] = 0;
    }
  }
  parentPort.postMessage(out);
});
`;

interface Job {
  data: Uint8Array;
  pub: Uint8Array;
  sig: Uint8Array;
}

/** One verification worker; jobs issued in the same event-loop turn travel as one message. */
class Verifier {
  private worker: Worker | undefined;
  private queue: { job: Job; resolve: (ok: boolean) => void }[] = [];
  private inFlight: ((oks: Uint8Array) => void)[] = [];
  private scheduled = false;

  verify(job: Job): Promise<boolean> {
    return new Promise((resolve) => {
      this.queue.push({ job, resolve });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.send());
      }
    });
  }

  private start(): Worker {
    const w = new Worker(WORKER_SOURCE, { eval: true });
    w.unref();
    w.on('message', (oks: Uint8Array) => this.inFlight.shift()?.(oks));
    w.on('error', () => {
      // A dead worker answers nothing: fail what was pending (recovery re-checks) and start afresh.
      for (const done of this.inFlight.splice(0)) done(new Uint8Array(0));
      this.worker = undefined;
    });
    return w;
  }

  private send(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    this.worker ??= this.start();
    let size = 0;
    for (const b of batch) size += 4 + b.job.data.length + 65 + 64;
    const buf = new Uint8Array(size);
    const view = new DataView(buf.buffer);
    let p = 0;
    for (const { job } of batch) {
      view.setUint32(p, job.data.length);
      buf.set(job.data, p + 4);
      p += 4 + job.data.length;
      buf.set(job.pub, p);
      buf.set(job.sig, p + 65);
      p += 65 + 64;
    }
    this.inFlight.push((oks) => batch.forEach((b, i) => b.resolve(oks[i] === 1)));
    this.worker.postMessage({ buf: buf.buffer, count: batch.length }, [buf.buffer]);
  }
}

const verifier = new Verifier();

/** Resolves true when the check holds (the node's rule: the recovered signer is the owner). */
export async function checkSignature(c: SignatureCheck): Promise<boolean> {
  if (c.sig65.length !== 65 || isHighS(c.sig65)) return false;
  const pub = keyCache.get(hexOf(c.address));
  if (pub && (c.sig65[64] as number) <= 1) {
    if (await verifier.verify({ data: c.unsignedBytes, pub, sig: c.sig65.subarray(0, 64) })) return true;
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
