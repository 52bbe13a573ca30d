import type { ConnectionAttributes } from 'dmdb';
import type { SqlConnection } from '../../../../../shared/datasource/connection.js';
import type { SqlTarget } from '../../target.js';

/**
 * A DaMeng connection's settings as `dmdb` connection attributes: the vetted address (dmdb
 * splits host and port at the last `:`, so an IPv6 address needs no brackets), the user's default
 * schema, no auto-commit (each run is a transaction the pool rolls back), and a socket timeout of
 * the statement timeout: a round trip the server has not answered by then fails and its session
 * is dropped. The form has no TLS field: dmdb reads its certificates from files on disk
 * (`sslPath`), which a function has none of.
 */
export function damengAttributes(settings: SqlConnection, target: SqlTarget): ConnectionAttributes {
  return {
    connectString: `${target.address}:${target.port}`,
    user: settings.username,
    password: settings.password,
    ...(settings.schema ? { schema: settings.schema } : {}),
    autoCommit: false,
    connectTimeout: 10_000,
    socketTimeout: settings.timeoutSeconds * 1000,
    appName: 'wallboard',
  };
}
