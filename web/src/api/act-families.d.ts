/** `act-families`: the loader of an act's family of schemas (a plugin in web/vite.config.ts, web/build/actFamilies.ts). */
declare module 'act-families' {
  const familyOf: (
    act: string,
  ) => (() => Promise<{ ACTS: Record<string, import('zod/mini').ZodMiniType> }>) | undefined;
  export default familyOf;
}
