export * from './announcer';
export * from './lists';
export * from './notifications';
export * from './useOrderActions';
export * from './viewer';
export * from './wake-lock';
