export * from './link-share.js';
export * from './link-share-data.js';
export * from './link-share-state.js';
export * from './outside-use.js';
export * from './share-refresh.js';
export * from './sharing.js';
