export * from './announcer';
export * from './lists';
export * from './useBoard';
export * from './useOrderActions';
