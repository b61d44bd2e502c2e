// A minimal SMTP server for tests: accepts every message (or refuses recipients) and keeps what it got.
import { createServer, type Socket } from 'node:net';

/** One received message: envelope and raw DATA (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A running server: its smtp:// URL, the messages it accepted, and close(). */
export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/** Starts on a free loopback port; `refuseRecipients` answers 550 to RCPT TO. */
export async function startTestSmtpServer(options: { refuseRecipients?: boolean } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'MAIL') {
          mail.from = line.replace(/^MAIL FROM:\s*/i, '');
          reply('250 ok');
        } else if (verb === 'RCPT') {
          if (options.refuseRecipients) reply('550 mailbox unavailable');
          else {
            mail.to.push(line.replace(/^RCPT TO:\s*/i, ''));
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
