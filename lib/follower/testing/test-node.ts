// The follower's node reader on a gateway of its own, to a node at `url` (tests and benchmarks; the
// app's follower uses the process's gateway).
import { Registry } from 'prom-client';
import { createNodeGateway } from '@/lib/node';
import { readNodeConfig } from '@/lib/node/config';
import { createNodeMetrics } from '@/lib/node/metrics';
import { testServerConfig } from '@/lib/server/testing/server-config';
import { gatewayReader, type NodeReader } from '@/lib/follower/node-reader';

export function testGatewayReader(url: string): NodeReader {
  const gateway = createNodeGateway({
    config: readNodeConfig({}, testServerConfig({ nodeUrl: url })),
    metrics: createNodeMetrics(new Registry()),
  });
  return gatewayReader(() => gateway);
}
