export * from './constants';
export * from './dates';
export * from './money';
export * from './api';
export * from './fields';
export * from './property';
export * from './contact';
