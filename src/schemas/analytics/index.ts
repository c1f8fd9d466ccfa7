export * from './answer';
export * from './compute';
export * from './definition';
export * from './definitions';
export * from './period';
export * from './trends';
