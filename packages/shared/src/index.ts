export * from './api';
export * from './banks';
export * from './format';
export * from './limits';
export * from './messages';
export * from './server-messages';
export * from './status';
export * from './validation';
