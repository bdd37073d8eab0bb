// "Copy as curl": the same call sent to the node itself, on the node's own path. The browser does
// not know where the node is (a public explorer never says), so the address is a shell variable
// with AvalancheGo's default as its fallback.
const NODE = '${AVALANCHE_NODE:-http://127.0.0.1:9650}';

/** Single-quoted for a POSIX shell: nothing inside is expanded. */
function shellQuote(s: string): string {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}

/** A curl command line for one JSON-RPC call; `paramsJson` is the wire form of the params. */
export function curlCommand(nodePath: string, method: string, paramsJson: string | undefined): string {
  const body = `{"jsonrpc":"2.0","id":1,"method":${JSON.stringify(method)}${paramsJson === undefined ? '' : `,"params":${paramsJson}`}}`;
  return [
    `curl -sS -X POST "${NODE}${nodePath}"`,
    `  -H 'content-type: application/json'`,
    `  --data ${shellQuote(body)}`,
  ].join(' \\\n');
}
