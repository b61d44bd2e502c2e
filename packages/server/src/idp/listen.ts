// Listens on every address a host name resolves to (like fastify), so http://localhost:PORT answers on IPv4 and IPv6.
import { lookup } from 'node:dns/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Servers bound to one port on one or more addresses. */
export interface Listening {
  port: number;
  close(): Promise<void>;
}

function listenOne(handler: RequestListener, port: number, address: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.once('error', reject);
    server.listen({ port, host: address }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function closeOne(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Binds `handler` on `port` (0 picks a free one) at every address of `host`; extra addresses that cannot be
 * bound (e.g. no IPv6) are skipped, the first one must succeed.
 */
export async function listenOnHost(handler: RequestListener, host: string, port: number): Promise<Listening> {
  // With port 0 the first address picks the port; another process may hold it on the next address: try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await listenOnAddresses(handler, host, port);
    } catch (error) {
      if (port !== 0 || attempt === 5 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
}

async function listenOnAddresses(handler: RequestListener, host: string, port: number): Promise<Listening> {
  const addresses =
    host === 'localhost' ? [...new Set((await lookup(host, { all: true })).map((a) => a.address))] : [host];
  const [first, ...rest] = addresses;
  if (!first) throw new Error(`${host} resolves to no address`);
  const servers = [await listenOne(handler, port, first)];
  const bound = (servers[0]!.address() as AddressInfo).port;
  for (const address of rest) {
    try {
      servers.push(await listenOne(handler, bound, address));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') {
        await Promise.all(servers.map(closeOne));
        throw error;
      }
    }
  }
  return { port: bound, close: async () => void (await Promise.all(servers.map(closeOne))) };
}
