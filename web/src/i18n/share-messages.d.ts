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

/** `signin-messages:<language>`: the sections the sign-in and registration pages show (a plugin in web/vite.config.ts). */
declare module 'signin-messages:*' {
  const messages: Partial<import('./resources').Messages>;
  export default messages;
}

/** `app-messages:<language>:<section>`: one section the signed-in pages show (a plugin in web/vite.config.ts). */
declare module 'app-messages:*' {
  const messages: Partial<import('./resources').Messages>;
  export default messages;
}

/** `app-sections`: the loaders of `app-messages:<language>:<section>`, by language and section. */
declare module 'app-sections' {
  const loaders: Record<
    import('../../../shared/errors/catalogue.js').Language,
    Record<
      import('../../build/messageParts').AppSection,
      () => Promise<{ default: Partial<import('./resources').Messages> }>
    >
  >;
  export default loaders;
}

/** `error-texts:<language>`: the catalogue's texts in a language, by code name (a plugin in web/build/errorTexts.ts). */
declare module 'error-texts:*' {
  const texts: Record<import('../../../shared/errors/catalogue.js').ErrorName, string>;
  export default texts;
}
