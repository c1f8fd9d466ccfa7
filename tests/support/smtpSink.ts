import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Dovecot } from './dovecot';
import { appendMessages } from './dovecot';

/**
 * A receiving SMTP server for the mail tests (the `smtp-server` package, in the test process, on
 * 127.0.0.1): AUTH with the Dovecot test user's login and password, plain with STARTTLS on `port`
 * and TLS from the first byte on `tlsPort`, with a self-signed certificate made at start;
 * `certFile` bundles it with the Dovecot's certificate, the authorities for MAIL_CA_FILE. Every message it accepts is appended to the test user's INBOX
 * over IMAP, so a sent message is read back from Dovecot. Recipients at `REFUSED_DOMAIN` are
 * refused with a 550, as a real server refuses an unknown mailbox.
 */
export type SmtpSink = {
  host: '127.0.0.1';
  port: number;
  tlsPort: number;
  certFile: string;
  /** Envelopes of the messages accepted, oldest first. */
  accepted: { from: string; to: string[]; size: number }[];
  stop: () => Promise<void>;
};

export const REFUSED_DOMAIN = 'nieistnieje.test';

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

const listen = (server: SMTPServer): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

export const startSmtpSink = async (dovecot: Dovecot): Promise<SmtpSink> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-smtp-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile],
    { stdio: 'ignore' },
  );
  const key = readFileSync(keyFile);
  const cert = readFileSync(certFile);
  const bundleFile = path.join(dir, 'authorities.pem');
  writeFileSync(bundleFile, `${cert.toString()}\n${readFileSync(dovecot.certFile, 'utf8')}`);
  const accepted: SmtpSink['accepted'] = [];
  const options = (secure: boolean) =>
    new SMTPServer({
      secure,
      key,
      cert,
      name: 'sink.test.local',
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: true,
      logger: false,
      size: 40 * 1024 * 1024,
      onAuth: (auth, _session, callback) => {
        if (auth.username === dovecot.user && auth.password === dovecot.password) return callback(null, { user: auth.username });
        return callback(refusal('Authentication credentials invalid', 535));
      },
      onRcptTo: (address, _session, callback) => {
        if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) return callback(refusal('Mailbox unavailable: no such user here', 550));
        return callback();
      },
      onData: (stream, session, callback) => {
        const pieces: Buffer[] = [];
        stream.on('data', (piece: Buffer) => pieces.push(piece));
        stream.on('end', () => {
          const raw = Buffer.concat(pieces);
          appendMessages(dovecot, 'INBOX', [raw])
            .then(() => {
              accepted.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), size: raw.length });
              callback(null, 'Message accepted');
            })
            .catch((error: Error) => callback(refusal(`Local delivery failed: ${error.message}`, 451)));
        });
      },
    });
  const plain = options(false);
  const tls = options(true);
  try {
    const [port, tlsPort] = [await listen(plain), await listen(tls)];
    return {
      host: '127.0.0.1',
      port,
      tlsPort,
      certFile: bundleFile,
      accepted,
      stop: async () => {
        await Promise.all([new Promise<void>((r) => plain.close(() => r())), new Promise<void>((r) => tls.close(() => r()))]);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    plain.close();
    tls.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
};
