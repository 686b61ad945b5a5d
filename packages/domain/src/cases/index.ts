export * from './case-api';
export * from './case-stages';
export * from './disputed-demands';
