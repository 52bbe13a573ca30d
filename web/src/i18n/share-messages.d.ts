/** `share-messages:<language>`: the share route's sections of a language's messages (a plugin in web/vite.config.ts). */
declare module 'share-messages:*' {
  const messages: Partial<import('./resources').Messages>;
  export default messages;
}
