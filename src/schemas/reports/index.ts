export * from './answer';
export * from './definition';
export * from './registry';
export { orderListReport } from './orders';
export { reclamationReport } from './reclamations';
