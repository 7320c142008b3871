/** What every domain uses: the API envelope and error codes, banks, formats, limits, field rules, status labels. */
export * from './api';
export * from './bangkok';
export * from './banks';
export * from './format';
export * from './bangkok-days';
export * from './date-field';
export * from './input-filters';
export * from './limits';
export * from './messages';
export * from './server-messages';
export * from './status';
export * from './validation';
export * from './gateways';
export * from './service-bases';
