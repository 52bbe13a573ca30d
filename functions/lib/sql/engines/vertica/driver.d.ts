/**
 * The part of `vertica-nodejs` (Vertica's node-postgres fork, which ships no types) that
 * vertica/pool.ts uses, as its README and lib/ describe it.
 */
declare module 'vertica-nodejs' {
  import type { EventEmitter } from 'node:events';
  import type { Duplex } from 'node:stream';
  import type { ConnectionOptions } from 'node:tls';

  export interface VerticaConfig {
    host: string;
    port: number;
    user: string;
    password: string;
    database: string;
    /** Options for `tls.connect` (used instead of `tls_mode` when given). */
    tls_config?: ConnectionOptions;
    connectionTimeoutMillis?: number;
    client_label?: string;
  }

  export interface VerticaPoolConfig extends VerticaConfig {
    /** The client class the pool makes its sessions of. */
    Client?: typeof Client;
    max: number;
    idleTimeoutMillis: number;
    allowExitOnIdle?: boolean;
  }

  export interface FieldDef {
    name: string;
    dataTypeID: number;
  }

  export interface QueryConfig {
    text: string;
    values?: unknown[];
    rowMode?: 'array';
    /** A named statement is always prepared (Parse/Describe/Bind/Execute), never sent as a simple query. */
    name?: string;
  }

  export interface ResultLike {
    fields: FieldDef[];
  }

  /** Emits `row` (row, result), `end` and `error`. */
  export class Query extends EventEmitter {
    constructor(config: QueryConfig);
  }

  /** The protocol connection of a client: the COPY LOCAL file requests arrive as its events. */
  export interface VerticaConnection extends EventEmitter {
    /** Starts parsing the server's messages from `stream` (the socket, or the TLS socket over it). */
    attachListeners(stream: Duplex): void;
    sendCopyError(fileName: string, lineNumber: number, methodName: string, message: string): void;
  }

  export interface PoolClient {
    connection: VerticaConnection;
    query(text: string, values?: unknown[]): Promise<unknown>;
    query(query: Query): Query;
    release(destroy?: boolean): void;
  }

  export class Pool extends EventEmitter {
    constructor(config: VerticaPoolConfig);
    connect(): Promise<PoolClient>;
    end(): Promise<void>;
    on(event: 'connect', listener: (client: PoolClient) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export class Client {
    constructor(config: VerticaConfig);
    /** Its protocol connection; a cancel request's connection errors arrive here. */
    connection: VerticaConnection;
    /** Sends a cancel request for `query` (running on `client`) from a connection of its own. */
    cancel(client: PoolClient, query: Query): void;
  }

  const vertica: { Pool: typeof Pool; Client: typeof Client; Query: typeof Query };
  export default vertica;
}
