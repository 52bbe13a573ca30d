/**
 * The part of `hdb` (SAP's pure JavaScript HANA client, which ships no types) that
 * saphana/pool.ts uses, as its README and lib/ describe it.
 */
declare module 'hdb' {
  import type { Readable } from 'node:stream';

  export interface HdbColumn {
    columnDisplayName: string;
    /** A type code of the HANA protocol (hdb's lib/protocol/common/TypeCode.js). */
    dataType: number;
  }

  export interface HdbResultSet {
    metadata: HdbColumn[];
    closed: boolean;
    setFetchSize(rows: number): void;
    /** Emits arrays of rows, one array per fetched chunk. */
    createArrayStream(): Readable;
    close(callback?: (error: Error | null) => void): void;
  }

  export interface HdbStatement {
    execute(values: unknown[], callback: (error: Error | null, resultSet: HdbResultSet | unknown) => void): void;
    drop(callback?: (error: Error | null) => void): void;
  }

  export interface HdbClientOptions {
    host: string;
    port: number;
    user: string;
    password: string;
    useTLS?: boolean;
    servername?: string;
    rejectUnauthorized?: boolean;
    initializationTimeout?: number;
    rowsAsArray?: boolean;
    useCesu8?: boolean;
    tcpKeepAliveIdle?: number | false;
  }

  export interface HdbClient {
    readonly readyState: string;
    on(event: 'error' | 'close', listener: (error?: Error) => void): this;
    connect(callback: (error: Error | null) => void): void;
    setAutoCommit(autoCommit: boolean): void;
    exec(command: string, callback: (error: Error | null, rows: unknown) => void): void;
    prepare(command: string, callback: (error: Error | null, statement: HdbStatement) => void): void;
    rollback(callback: (error: Error | null) => void): void;
    close(): void;
  }

  const hdb: { createClient(options: HdbClientOptions): HdbClient };
  export default hdb;
}
