import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './server-process';

/**
 * A real `redis-server` of the test's own on a free port (issue 11: Redis faults are tested by
 * killing, stalling and restarting a server, not by mocking a client).
 */
export interface RedisServer {
  url: string;
  port: number;
  /** Ends the server at once (SIGKILL): connections drop, new ones are refused. */
  kill(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open but nothing is answered. */
  stall(): void;
  /** Lets a stalled server go on (SIGCONT). */
  resume(): void;
  /** Starts a new, empty server on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export const redisServerBinary = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** Resolves once the server answers PING with PONG. */
async function waitForPong(port: number, deadline = Date.now() + 10_000): Promise<void> {
  while (Date.now() < deadline) {
    const answered = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(500);
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (answered) return;
    await sleep(50);
  }
  throw new Error(`redis-server on port ${port} did not answer`);
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const launch = async () => {
    const started = spawn(
      redisServerBinary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    const failed = new Promise<never>((_, reject) => {
      started.once('error', (error) => reject(error));
      started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
    await Promise.race([waitForPong(port), failed]);
  };
  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill(signal);
    await exited;
  };

  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => end('SIGKILL'),
    stall: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    async restart() {
      await end('SIGKILL');
      await launch();
    },
    stop: () => end('SIGKILL'),
  };
}
