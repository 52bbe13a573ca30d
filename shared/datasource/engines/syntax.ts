/**
 * How an engine's statements quote and comment, as far as finding `:name`s needs: a `:name`
 * inside a string, a quoted identifier or a comment is text, not a parameter.
 */
export interface StatementSyntax {
  /** '…' strings: `none` (JSON has none), `standard` ('' inside), `backslash` (also \'), `e-prefix` (PostgreSQL: backslash only in E'…'). */
  single: 'none' | 'standard' | 'backslash' | 'e-prefix';
  /** "…": a quoted identifier ("" inside) or a string where a backslash escapes (MySQL, Hive, JSON). */
  double: 'identifier' | 'backslash-string';
  /** `…` identifiers (MySQL, Hive). */
  backtick: boolean;
  /** […] identifiers (SQL Server). */
  brackets: boolean;
  /** -- comments to the end of the line. */
  dash: boolean;
  /** # comments to the end of the line (MySQL). */
  hash: boolean;
  /** /* … *\/ comments: none, flat, or nested (PostgreSQL, SQL Server). */
  block: 'none' | 'flat' | 'nested';
  /** $tag$…$tag$ bodies (PostgreSQL, Vertica). */
  dollar: boolean;
  /** JSON: `:true`, `:false` and `:null` (as in `{"a":null}`) are values, not parameters. */
  jsonLiterals?: boolean;
  /** Oracle's q'[…]' strings: the quote closes only after the delimiter (`]`, `)`, `}`, `>` or the same character). */
  qQuote?: boolean;
}

const POSTGRES_SYNTAX: StatementSyntax = {
  single: 'e-prefix',
  double: 'identifier',
  backtick: false,
  brackets: false,
  dash: true,
  hash: false,
  block: 'nested',
  dollar: true,
};

/** The syntaxes engines share: each engine's descriptor names one (or a variant of one). */
export const SYNTAX = {
  /** PostgreSQL, Greenplum, Vertica. */
  postgres: POSTGRES_SYNTAX,
  /** MySQL, MariaDB (Hive without `#` comments). */
  mysql: {
    single: 'backslash',
    double: 'backslash-string',
    backtick: true,
    brackets: false,
    dash: true,
    hash: true,
    block: 'flat',
    dollar: false,
  },
  /** Oracle, DaMeng, SAP HANA, SAP BW, Kylin (Calcite): the standard's quoting. */
  standard: { ...POSTGRES_SYNTAX, single: 'standard', block: 'flat', dollar: false },
  /** A JSON query: "…" strings with backslash escapes, nothing else quotes or comments. */
  json: {
    single: 'none',
    double: 'backslash-string',
    backtick: false,
    brackets: false,
    dash: false,
    hash: false,
    block: 'none',
    dollar: false,
    jsonLiterals: true,
  },
} as const satisfies Record<string, StatementSyntax>;
