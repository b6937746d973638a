export * from './announcer';
export * from './lists';
export * from './useOrderActions';
export * from './viewer';
export * from './wake-lock';
