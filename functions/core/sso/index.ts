export * from './settings.js';
export * from './sso.js';
