/**
 * pg-types' own parser tables (lib/textParsers.js, lib/binaryParsers.js), which its index.js
 * loads into the process-wide registry at require time. Types for the two modules it ships
 * without them.
 */
declare module 'pg-types/lib/textParsers.js' {
  const textParsers: { init(register: (oid: number, parse: (value: string) => unknown) => void): void };
  export default textParsers;
}
declare module 'pg-types/lib/binaryParsers.js' {
  const binaryParsers: { init(register: (oid: number, parse: (value: Buffer) => unknown) => void): void };
  export default binaryParsers;
}
