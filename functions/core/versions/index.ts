export * from './release-notice.js';
export * from './versions.js';
