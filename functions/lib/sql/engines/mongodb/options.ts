import type { MongoClientOptions } from 'mongodb';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import type { SqlTarget } from '../../target.js';

/**
 * A MongoDB connection's settings as the driver's client: one server, the vetted address (never
 * the name again, never `mongodb+srv` or a replica-set discovery that would reach other hosts),
 * credentials as options (never in the URL), `provider` the authentication database
 * (authSource, default the connection's database), TLS with the certificate checked against the
 * host name (SNI = hostname) and, when `certPem` is given, chained to that CA; `keyPem` an optional
 * client certificate and key (one PEM, as MongoDB's tlsCertificateKeyFile).
 */
export interface MongoClientConfig {
  url: string;
  options: MongoClientOptions;
}

/** How long a connection attempt may take before the test answers DATABASE_CONNECTION_FAILED, ms. */
const CONNECT_MS = 10_000;

export function mongoClientConfig(settings: SqlConnection, target: SqlTarget): MongoClientConfig {
  const host = target.address.includes(':') ? `[${target.address}]` : target.address;
  const connectMs = Math.min(CONNECT_MS, settings.timeoutSeconds * 1000);
  const options: MongoClientOptions = {
    directConnection: true,
    readPreference: 'secondaryPreferred',
    maxPoolSize: SQL_LIMITS.poolMaxSessions,
    minPoolSize: 0,
    maxIdleTimeMS: SQL_LIMITS.poolIdleSeconds * 1000,
    connectTimeoutMS: connectMs,
    serverSelectionTimeoutMS: connectMs,
    retryReads: false,
    retryWrites: false,
    appName: 'wallboard',
    tls: settings.tls,
  };
  if (settings.username) {
    options.auth = { username: settings.username, password: settings.password };
    options.authSource = settings.provider || settings.database || 'admin';
  }
  if (settings.tls) {
    options.servername = target.hostname;
    options.rejectUnauthorized = true;
    // The form's CA certificate: the server's certificate must chain to it.
    if (settings.certPem.trim()) options.ca = settings.certPem;
    // The form's client key: as MongoDB's tlsCertificateKeyFile, one PEM holding the client
    // certificate and its private key (Node reads each block it needs from it).
    if (settings.keyPem.trim()) {
      options.cert = settings.keyPem;
      options.key = settings.keyPem;
    }
  }
  return { url: `mongodb://${host}:${target.port}/`, options };
}
