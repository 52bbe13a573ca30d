export * from './data-proxy.js';
export * from './manage.js';
export * from './stored-request.js';
export * from './tokens.js';
