export * from './categories.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './modules.ts';
export * from './system.ts';
