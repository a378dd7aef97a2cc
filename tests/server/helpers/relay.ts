import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Relay {
  readonly port: number;
  /** Drops every relayed connection and refuses new ones. */
  down(): Promise<void>;
  /** Relays again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay to a server (PostgreSQL, Redis) that can be cut: `down()` drops every connection and refuses new
 * ones (the server unreachable, as when it restarts or the network fails), `up()` relays again.
 */
export async function cuttableRelay(target: { host: string; port: number }): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => (client.destroy(), upstream.destroy(), sockets.delete(client), sockets.delete(upstream));
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server!.close(r));
    },
    up: listen,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server?.close(r));
    },
  };
}
