// The follower's node reader on a gateway of its own, to a node at `url` (tests and benchmarks; the
// app's follower uses the process's gateway).
import { Registry } from 'prom-client';
import { createNodeGateway } from '@/lib/node';
import { readNodeConfig } from '@/lib/node/config';
import { createNodeMetrics } from '@/lib/node/metrics';
import { gatewayReader, type NodeReader } from '@/lib/follower/node-reader';

export function testGatewayReader(url: string): NodeReader {
  const gateway = createNodeGateway({
    config: readNodeConfig(
      {},
      {
        nodeUrl: url,
        embeddedDevnet: false,
        mode: 'public',
        operatorToken: undefined,
        proxyMaxBodyBytes: 256 * 1024,
        proxyTimeoutMs: 30_000,
      },
    ),
    metrics: createNodeMetrics(new Registry()),
  });
  return gatewayReader(() => gateway);
}
