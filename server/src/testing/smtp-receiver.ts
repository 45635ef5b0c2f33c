import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { bouncingDomain } from '../seed/contacts';

export interface ReceivedMail {
  to: string[];
  messageId: string;
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

function undoQuotedPrintable(raw: string): string {
  const escaped = raw
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/g, '%$1');
  try {
    return decodeURIComponent(escaped);
  } catch {
    return raw;
  }
}

/**
 * A real SMTP server on loopback for the outbox tests (never a mock transport): it keeps
 * what it receives, refuses recipients at the bouncing domain with 550, and can be stopped
 * and started again on the same port (a mail server down, then up). `port` fixes the port
 * (the production shape's mail server, server/scripts/smtp-receiver.ts); default any free one.
 */
export async function startSmtpReceiver(options: { port?: number } = {}): Promise<{
  url: string;
  received: ReceivedMail[];
  stop: () => Promise<void>;
  start: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let port = options.port ?? 0;
  let server: SMTPServer | null = null;
  const start = async () => {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith(`@${bouncingDomain}`)) {
          const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(err);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const messageId = /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '';
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId,
            raw,
            text: undoQuotedPrintable(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
    port = (s.server.address() as AddressInfo).port;
    server = s;
  };
  const stop = async () => {
    const s = server;
    server = null;
    if (s) {
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  };
  await start();
  return { url: `smtp://127.0.0.1:${port}`, received, stop, start };
}
