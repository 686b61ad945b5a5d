export * from './case-api';
export * from './case-stages';
