export * from './message';
export * from './payload';
export * from './signature';
export * from './icm';
