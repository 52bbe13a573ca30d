/** `share-messages:<language>`: the share route's sections of a language's messages (a plugin in web/vite.config.ts). */
declare module 'share-messages:*' {
  const messages: Partial<import('./resources').Messages>;
  export default messages;
}

/** `public-messages:<language>`: the sections the pages before sign-in show (a plugin in web/vite.config.ts). */
declare module 'public-messages:*' {
  const messages: Partial<import('./resources').Messages>;
  export default messages;
}
