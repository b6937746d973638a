export * from './announcer';
export * from './clock';
export * from './lists';
export * from './useBoard';
export * from './useOrderActions';
