export * from './aws-uploads.js';
export * from './uploads.js';
