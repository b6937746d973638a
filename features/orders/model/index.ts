export * from './board';
export * from './images';
export * from './ticket';
