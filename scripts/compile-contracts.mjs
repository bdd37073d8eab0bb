#!/usr/bin/env node
// Compiles every .sol under devnet/contracts/ with solc-js (the pinned npm solc), imports from
// node_modules/@openzeppelin/contracts, and writes one artifact per contract to
// devnet/contracts/artifacts/<source path>/<Contract>.json. No index file: branches adding
// sources never touch each other's artifacts. Output is deterministic (sorted, no metadata hash),
// so `--check` (and the unit test) can tell whether the committed artifacts match the sources.
//   node scripts/compile-contracts.mjs          write artifacts
//   node scripts/compile-contracts.mjs --check  exit 1 when an artifact differs or is missing
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CONTRACTS_DIR = join(ROOT, 'devnet', 'contracts');
export const ARTIFACTS_DIR = join(CONTRACTS_DIR, 'artifacts');
/** Chains the devnet runs are Cancun (Etna); newer opcodes would not run there. */
const EVM_VERSION = 'cancun';

function solFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && path !== ARTIFACTS_DIR) out.push(...solFiles(path));
    else if (entry.isFile() && entry.name.endsWith('.sol')) out.push(path);
  }
  return out;
}

function findImport(path) {
  if (!path.startsWith('@openzeppelin/contracts/')) return { error: `import outside @openzeppelin/contracts: ${path}` };
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `not found: ${path}` };
  }
}

/** Artifact path (relative to ARTIFACTS_DIR) → file text, for every contract in devnet/contracts. */
export function compileContracts() {
  const solc = require('solc');
  const sources = {};
  for (const file of solFiles(CONTRACTS_DIR)) {
    sources[relative(CONTRACTS_DIR, file).split(sep).join('/')] = { content: readFileSync(file, 'utf8') };
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: EVM_VERSION,
      optimizer: { enabled: true, runs: 200 },
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const files = new Map();
  for (const source of Object.keys(sources)) {
    for (const [name, c] of Object.entries(output.contracts[source] ?? {})) {
      const artifact = {
        contractName: name,
        sourceName: source,
        abi: c.abi,
        bytecode: `0x${c.evm.bytecode.object}`,
        deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
      };
      files.set(`${source}/${name}.json`, `${JSON.stringify(artifact, null, 2)}\n`);
    }
  }
  return files;
}

/** Committed artifact files, relative to ARTIFACTS_DIR. */
export function committedArtifacts() {
  const walk = (dir) =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
        )
      : [];
  return new Map(
    walk(ARTIFACTS_DIR).map((f) => [relative(ARTIFACTS_DIR, f).split(sep).join('/'), readFileSync(f, 'utf8')]),
  );
}

function main() {
  const files = compileContracts();
  if (process.argv.includes('--check')) {
    const committed = committedArtifacts();
    const stale = [...files].filter(([p, text]) => committed.get(p) !== text).map(([p]) => p);
    const extra = [...committed.keys()].filter((p) => !files.has(p));
    for (const p of stale) console.error(`stale or missing: ${p}`);
    for (const p of extra) console.error(`no source: ${p}`);
    process.exit(stale.length + extra.length > 0 ? 1 : 0);
  }
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  for (const [p, text] of files) {
    const path = join(ARTIFACTS_DIR, p);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`${files.size} artifacts in ${relative(ROOT, ARTIFACTS_DIR)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
