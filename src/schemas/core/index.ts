export * from './labels';
export * from './fields';
export * from './nip';
export * from './days';
export * from './endpoints';
export * from './menu';
export * from './defineEntity';
export * from './messages';
// Validation and list queries are the server's (zod): only their types are part of the shared barrel,
// so that the client, which imports the barrel at start, does not load zod before a form needs it.
export type { ParseResult } from './validation';
export type { Condition, ListQuery, Scalar } from './listQuery';
export * from './defaults';
export * from './input';
