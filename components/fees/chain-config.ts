// Turns eth_getChainConfig's JSON (coreth: params.ChainConfig; subnet-evm: config + feeConfig +
// precompile configs + upgrades) and eth_feeHistory's hex arrays into readable rows.

interface Fork {
  name: string;
  block?: number;
  timestampMs?: number;
}
interface PrecompileConfig {
  name: string;
  timestampMs: number | null;
  config: Record<string, unknown>;
}
export interface ReadableChainConfig {
  chainId: number | null;
  forks: Fork[];
  precompiles: PrecompileConfig[];
  feeConfig: Record<string, unknown> | null;
  other: [string, string][];
}

const num = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(v)) return Number(v);
  return null;
};

/** "apricotPhase1BlockTimestamp" → "Apricot Phase 1"; "berlinBlock" → "Berlin". */
export function forkName(key: string): string {
  const base = key.replace(/(BlockTimestamp|Timestamp|Block|Time)$/, '');
  return base
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/\bEip\b/g, 'EIP');
}

export function readChainConfig(raw: Record<string, unknown>): ReadableChainConfig {
  const out: ReadableChainConfig = {
    chainId: num(raw.chainId),
    forks: [],
    precompiles: [],
    feeConfig: null,
    other: [],
  };
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'chainId') continue;
    if (k === 'feeConfig' && v && typeof v === 'object') {
      out.feeConfig = v as Record<string, unknown>;
    } else if (/Config$/.test(k) && v && typeof v === 'object' && !Array.isArray(v)) {
      const c = v as Record<string, unknown>;
      const ts = num(c.blockTimestamp);
      out.precompiles.push({ name: k.replace(/Config$/, ''), timestampMs: ts === null ? null : ts * 1000, config: c });
    } else if (/(Block|Timestamp|Time)$/.test(k) && num(v) !== null) {
      const n = num(v)!;
      out.forks.push(/Block$/.test(k) ? { name: forkName(k), block: n } : { name: forkName(k), timestampMs: n * 1000 });
    } else if (k === 'upgrades' && v && typeof v === 'object') {
      const pre = (v as { precompileUpgrades?: unknown }).precompileUpgrades;
      if (Array.isArray(pre)) {
        for (const u of pre) {
          for (const [name, c] of Object.entries((u ?? {}) as Record<string, Record<string, unknown>>)) {
            const ts = num(c?.blockTimestamp);
            out.precompiles.push({
              name: `${name.replace(/Config$/, '')} (upgrade${c?.disable ? ', disable' : ''})`,
              timestampMs: ts === null ? null : ts * 1000,
              config: c ?? {},
            });
          }
        }
      }
    } else if (v !== null && typeof v !== 'object') {
      out.other.push([k, String(v)]);
    }
  }
  // Block-numbered forks first (in order), then time-activated ones by time.
  out.forks.sort(
    (a, b) => (a.block ?? Infinity) - (b.block ?? Infinity) || (a.timestampMs ?? 0) - (b.timestampMs ?? 0),
  );
  return out;
}

export interface FeeHistoryRow {
  block: bigint;
  baseFeeWei: bigint;
  gasUsedRatio: number;
}

/** eth_feeHistory → one row per block (the extra trailing base fee is the next block's, dropped). */
export function readFeeHistory(raw: Record<string, unknown>): FeeHistoryRow[] {
  const oldest = typeof raw.oldestBlock === 'string' ? BigInt(raw.oldestBlock) : 0n;
  const fees = Array.isArray(raw.baseFeePerGas) ? (raw.baseFeePerGas as string[]) : [];
  const ratios = Array.isArray(raw.gasUsedRatio) ? (raw.gasUsedRatio as number[]) : [];
  return ratios.map((ratio, i) => ({
    block: oldest + BigInt(i),
    baseFeeWei: BigInt(fees[i] ?? '0x0'),
    gasUsedRatio: ratio,
  }));
}
