import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@storefront/shared/messages';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

/**
 * Issue 11: `npm start` runs plain `node` on the bundled API, and SIGTERM (what an orchestrator
 * or a deploy sends) stops taking requests, lets those in flight finish, then exits cleanly.
 */

/** A raw HTTP request whose body is sent in two halves, so the test can act between them. */
function requestInTwoHalves(port: number, path: string, payload: object) {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve, reject) => {
    socket.once('close', () => resolve(received));
    socket.once('error', reject);
  });
  const opened = new Promise<void>((resolve) => socket.once('connect', resolve));
  return {
    async sendFirstHalf() {
      await opened;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body.subarray(0, half));
    },
    async finish() {
      // Not end(): a client that half-closes its socket has hung up for Node's HTTP server.
      socket.write(body.subarray(half));
      return closed;
    },
  };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('the production process', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('runs without a TypeScript loader', () => {
    expect(server.child.spawnargs.join(' ')).not.toMatch(/tsx|ts-node|\.ts\b/);
    expect(server.child.spawnargs.at(-1)).toMatch(/dist[/\\]server\.js$/);
  });

  it('on SIGTERM finishes the request in flight, refuses new ones, then exits 0', async () => {
    const inFlight = requestInTwoHalves(server.port, '/api/contact-us', {
      name: 'Mariam Saleh',
      email: 'mariam@example.com',
      subject: 'Catering',
      message: 'Do you cater for 40 people on Thursdays?',
      language: 'ae',
    });
    await inFlight.sendFirstHalf();
    // Let the server read the headers and start the request before the signal.
    await sleep(300);
    server.child.kill('SIGTERM');

    let refused = false;
    for (let attempt = 0; attempt < 50 && !refused; attempt++) {
      refused = await connectionRefused(server.port);
      if (!refused) await sleep(100);
    }
    expect(refused).toBe(true);

    const response = await inFlight.finish();
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain(JSON.stringify(translateMessage('contact_sent', 'ae')).slice(1, -1));
    expect(await server.exited).toBe(0);
  });
});
