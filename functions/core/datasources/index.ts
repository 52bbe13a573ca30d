export * from './datasources.js';
