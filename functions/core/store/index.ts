export * from './aws-screen-reads.js';
export * from './aws-store.js';
