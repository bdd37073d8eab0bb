// lib/node: the one path to the node (see gateway.ts).
export { callNode, nodeGateway } from './instance';
export { createNodeGateway, SERVER_SELF, type NodeAnswer, type NodeCall, type NodeGateway } from './gateway';
export { readNodeConfig, type NodeConfig } from './config';
export { NodeErrorCode, type NodeFailure, type NodeFailureKind } from './errors';
export { memoryAnswerLayer, memorySpace, type SharedAnswerLayer } from './shared-layer';
export type { CachedAnswer, Retention } from './answer-cache';
