// lib/node: the one path to the node (see gateway.ts).
export { nodeGateway } from './instance';
export { createNodeGateway, SERVER_SELF, type NodeGateway } from './gateway';
export { readNodeConfig } from './config';
export { NodeErrorCode } from '@/lib/rpc/error-codes';
