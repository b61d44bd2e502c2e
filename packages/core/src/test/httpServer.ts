// Test-only: a real HTTP server on 127.0.0.1 and an ephemeral port, recording what the client sent.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as received, e.g. '/api/v2/items?limit=20'. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  /** e.g. 'http://127.0.0.1:41234' */
  origin: string;
  requests: RecordedRequest[];
  /** Replaces how the server answers; the default is a JSON 404. */
  handle(handler: TestHandler): void;
  close(): Promise<void>;
}

/** Writes a JSON answer. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const notFound: TestHandler = (_, response) => sendJson(response, 404, { detail: 'Not found', code: 'not_found' });

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler = notFound;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/** An origin on which nothing listens: a port that was just bound and released. */
export async function closedOrigin(): Promise<string> {
  const server = await startTestServer();
  await server.close();
  return server.origin;
}
