export * from './appeal';
export * from './queue';
