import net from 'node:net';

/**
 * A TCP proxy the test controls, between the app and a server (PostgreSQL): it can hold the bytes
 * of every open connection (a query then hangs "in flight"), cut every connection (what a server
 * restart or a failover does to its clients), refuse new ones while "down", and come back up on
 * the same port.
 */
export interface TcpProxy {
  port: number;
  /** Connections accepted since the start. */
  readonly accepted: number;
  /** Stops forwarding on open connections until `cut()` (a query sent now never returns). */
  freeze(): void;
  /** Destroys every open connection, as a restarting server does. */
  cut(): void;
  /** Cuts every connection and stops listening: new connections are refused. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  let accepted = 0;

  const handle = (client: net.Socket) => {
    accepted++;
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  };

  let server = net.createServer(handle);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);

  const cut = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    frozen = false;
  };
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  return {
    port,
    get accepted() {
      return accepted;
    },
    freeze() {
      frozen = true;
    },
    cut,
    async down() {
      cut();
      await stopListening();
    },
    async up() {
      server = net.createServer(handle);
      await listen(port);
    },
    async close() {
      cut();
      await stopListening();
    },
  };
}
