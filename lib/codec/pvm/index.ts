export * from './types';
export * from './tx';
export * from './block';
export * from './block-split';
export * from './sign';
export * from './json';
export * from './canonical';
