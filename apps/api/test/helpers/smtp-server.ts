import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { freePort } from './server-process';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the client sent it. */
  raw: string;
}

export interface SmtpStandIn {
  url: string;
  received: ReceivedMail[];
  /** How many messages were refused. */
  refused(): number;
  /** While set, every message is refused with a temporary failure (451), as a busy server does. */
  refuse(refusing: boolean): void;
  /** Answers each message only after this many milliseconds (a slow server). */
  delay(milliseconds: number): void;
  /** How many messages it has started to receive. */
  started(): number;
  close(): Promise<void>;
}

/**
 * A mail server for tests speaking SMTP on a free port of 127.0.0.1 (the smtp-server package,
 * no TLS, no authentication): what a shop's SMTP_URL points at. It can refuse messages for a
 * while, as a real server under trouble does.
 */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let refusedCount = 0;
  let delayMs = 0;
  let startedCount = 0;
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      startedCount++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => setTimeout(finish, delayMs));
      const finish = () => {
        if (refusing) {
          refusedCount++;
          const error = Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      };
    },
  };
  const server = new SMTPServer(options);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused: () => refusedCount,
    started: () => startedCount,
    delay(milliseconds) {
      delayMs = milliseconds;
    },
    refuse(value) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
