export * from './rules';
export * from './search';
