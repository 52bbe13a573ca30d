export * from './pad.js';
export * from './push-channels.js';
export * from './push-post.js';
export * from './push-subscriptions.js';
export * from './socket-targets.js';
export * from './socket-tickets.js';
