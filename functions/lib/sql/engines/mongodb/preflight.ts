import { connect } from 'node:net';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SqlFailure } from '../../failure.js';
import type { SqlTarget } from '../../target.js';

/**
 * A check that the server is not speaking another protocol, made before the `mongodb` driver
 * touches it. MongoDB (plain or TLS) never sends a byte before the client's first message; MySQL,
 * MariaDB, SSH, SMTP, FTP and others greet first. The driver (7.x) reads such a greeting as
 * MongoDB messages, and a MariaDB greeting sends it into an endless loop that exhausts the
 * process's memory (its message framing never advances past a zero message length), so a
 * connection of type MongoDB pointed at such a server must never reach the driver.
 * A closed port answers here at once, without the driver's server-selection wait.
 */
const LISTEN_MS = 300;
const CONNECT_MS = 10_000;

export function checkSilentServer(target: SqlTarget, listenMs = LISTEN_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.address, port: target.port });
    let listen: NodeJS.Timeout | undefined;
    const finish = (error?: Error) => {
      clearTimeout(listen);
      clearTimeout(giveUp);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const giveUp = setTimeout(
      () =>
        finish(Object.assign(new Error(`connect ETIMEDOUT ${target.hostname}:${target.port}`), { code: 'ETIMEDOUT' })),
      CONNECT_MS,
    );
    socket.once('connect', () => {
      listen = setTimeout(() => finish(), listenMs);
    });
    socket.once('data', () =>
      finish(
        new SqlFailure(
          ErrorCode.DATABASE_CONNECTION_FAILED,
          `${target.hostname}:${target.port} is not a MongoDB server: it spoke first, as MySQL, SSH or SMTP servers do`,
        ),
      ),
    );
    // A server that closes at once is not MongoDB either, and a refused connection says so itself.
    socket.once('end', () =>
      finish(
        new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, `${target.hostname}:${target.port} closed the connection`),
      ),
    );
    socket.once('error', (error) => finish(error));
  });
}
