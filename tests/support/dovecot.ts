import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { exited, freePort } from './processes';

/**
 * Debian's Dovecot (`dovecot-imapd`) for the mail tests: a throwaway configuration, mail
 * directories and a self-signed certificate (for 127.0.0.1 and localhost) in a temporary directory,
 * listening on 127.0.0.1 on two free ports (plain IMAP offering STARTTLS, and IMAP over TLS), one
 * test user in a passwd file. Run as root (CI), the mail and login processes take Dovecot's own
 * system users, as Dovecot never serves mail as root; otherwise they run as the current user.
 *
 * The portal trusts the certificate as a company's own authority: MAIL_CA_FILE names it unless the
 * test named a file already (the SMTP sink's bundle holds it too), so the portal's connections to
 * the plain port upgrade with STARTTLS and verify it, as they would a company's server.
 */
export type Dovecot = {
  host: '127.0.0.1';
  /** Plain IMAP. */
  port: number;
  /** IMAP over TLS. */
  tlsPort: number;
  /** The self-signed certificate of both ports (PEM), an authority to trust for them. */
  certFile: string;
  user: string;
  password: string;
  /** Dovecot's log so far (errors of a test's connections are written there). */
  log: () => string;
  /** The number of IMAP sessions now open on the server (`doveadm who`). */
  sessions: () => number;
  /** The test user's INBOX maildir (`cur`, `new`, `tmp`), and who owns its files. */
  inbox: { dir: string; uid: number; gid: number };
  stop: () => Promise<void>;
};

export const DOVECOT_BINARY = '/usr/sbin/dovecot';
export const TEST_USER = 'skrzynka@test.local';
export const TEST_PASSWORD = 'Haslo-testowe-1';

const systemUser = (name: string): { uid: number; gid: number } | undefined => {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
};

const accountOf = (uid: number): { name: string; group: string } => {
  const name = os.userInfo().username;
  return { name, group: execFileSync('id', ['-gn', String(uid)], { encoding: 'utf8' }).trim() || name };
};

/** Who runs what: as root, Dovecot's system users; otherwise the current user for everything. */
const runAs = () => {
  if (process.getuid?.() !== 0) {
    const uid = process.getuid?.() ?? 0;
    const gid = process.getgid?.() ?? 0;
    const { name, group } = accountOf(uid);
    return { uid, gid, internalUser: name, loginUser: name, group };
  }
  const dovecot = systemUser('dovecot');
  const dovenull = systemUser('dovenull');
  if (!dovecot || !dovenull) throw new Error("Dovecot's system users (dovecot, dovenull) are missing: install dovecot-imapd");
  return { uid: dovecot.uid, gid: dovecot.gid, internalUser: 'dovecot', loginUser: 'dovenull', group: 'dovecot' };
};

const waitForGreeting = async (port: number, deadline: number): Promise<void> => {
  for (;;) {
    const greeted = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(1000, () => done(false));
      socket.once('data', (data) => done(data.toString().startsWith('* OK')));
      socket.once('error', () => done(false));
    });
    if (greeted) return;
    if (Date.now() > deadline) throw new Error(`Dovecot did not answer on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Starts a Dovecot of its own; `stop` ends it and removes its directory. */
export const startDovecot = async (): Promise<Dovecot> => {
  if (!existsSync(DOVECOT_BINARY)) throw new Error(`${DOVECOT_BINARY} is missing: install dovecot-imapd (.ci/run does)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-dovecot-'));
  chmodSync(dir, 0o755);
  const who = runAs();
  const mailDir = path.join(dir, 'mail');
  mkdirSync(mailDir);
  chownSync(mailDir, who.uid, who.gid);
  const [port, tlsPort] = [await freePort(), await freePort()];
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', path.join(dir, 'key.pem'), '-out', certFile],
    { stdio: 'ignore' },
  );
  writeFileSync(path.join(dir, 'passwd'), `${TEST_USER}:{PLAIN}${TEST_PASSWORD}::::::\n`);
  const log = path.join(dir, 'dovecot.log');
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${log}
instance_name = zaplecze-test-${port}
protocols = imap
listen = 127.0.0.1
ssl = yes
ssl_cert = <${dir}/cert.pem
ssl_key = <${dir}/key.pem
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${who.internalUser}
default_internal_group = ${who.group}
default_login_user = ${who.loginUser}
mail_uid = ${who.uid}
mail_gid = ${who.gid}
first_valid_uid = ${Math.min(who.uid, 1)}
first_valid_gid = 0
mail_location = maildir:${mailDir}/%u
mail_max_userip_connections = 100
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${who.uid} gid=${who.gid} home=${mailDir}/%u
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = create
  }
  mailbox Drafts {
    special_use = \\Drafts
    auto = create
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${tlsPort}
    ssl = yes
  }
}
service anvil {
  unix_listener anvil {
    mode = 0666
  }
}
`;
  const configFile = path.join(dir, 'dovecot.conf');
  writeFileSync(configFile, config);
  const child: ChildProcess = spawn(DOVECOT_BINARY, ['-F', '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const readLog = () => (existsSync(log) ? readFileSync(log, 'utf8') : '');
  try {
    await Promise.race([
      waitForGreeting(port, Date.now() + 15_000),
      exited(child).then(() => {
        throw new Error(`Dovecot stopped at start: ${stderr}${readLog()}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  process.env.MAIL_CA_FILE ??= certFile;
  return {
    host: '127.0.0.1',
    port,
    tlsPort,
    certFile,
    user: TEST_USER,
    password: TEST_PASSWORD,
    log: readLog,
    inbox: { dir: path.join(mailDir, TEST_USER), uid: who.uid, gid: who.gid },
    sessions: () =>
      execFileSync('doveadm', ['-c', configFile, 'who', '-1'], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => l.includes(TEST_USER)).length,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited(child);
        clearTimeout(killer);
      }
      if (process.env.MAIL_CA_FILE === certFile) delete process.env.MAIL_CA_FILE;
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A signed-in IMAP client of the test user (plain IMAP), for putting mail in place. */
/** An e-mail account of the portal that reads the test user's mail on this Dovecot (plain port, STARTTLS offered). */
export const dovecotAccount = (dovecot: Dovecot, name: string) => ({
  name,
  email: 'biuro@firma.pl',
  imapHost: '127.0.0.1',
  imapPort: dovecot.port,
  imapTls: false,
  login: dovecot.user,
  password: dovecot.password,
});

export const testClient = (dovecot: Dovecot) =>
  new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, auth: { user: dovecot.user, pass: dovecot.password }, logger: false, disableAutoIdle: true, doSTARTTLS: false });

/**
 * Puts raw messages (RFC 5322 sources) into a folder of the test user, creating the folder when
 * needed, through IMAP APPEND; answers their UIDs in order.
 */
export const appendMessages = async (dovecot: Dovecot, folder: string, sources: readonly (string | Buffer)[], flags: string[] = []): Promise<number[]> => {
  const client = testClient(dovecot);
  await client.connect();
  try {
    if (folder !== 'INBOX') {
      const list = await client.list();
      if (!list.some((b) => b.path === folder)) await client.mailboxCreate(folder);
    }
    const uids: number[] = [];
    for (const source of sources) {
      const appended = await client.append(folder, source, flags);
      if (!appended || !appended.uid) throw new Error(`APPEND to ${folder} gave no UID`);
      uids.push(appended.uid);
    }
    return uids;
  } finally {
    await client.logout();
  }
};

/**
 * Writes raw messages straight into the test user's INBOX maildir (`cur/`, read or not), as a
 * delivery agent would: thousands in a second, where APPEND takes minutes. Dovecot numbers them
 * when the folder is next opened.
 */
export const writeToInbox = (dovecot: Dovecot, sources: Iterable<{ source: Buffer; seen?: boolean }>): number => {
  const { dir, uid, gid } = dovecot.inbox;
  for (const sub of ['', 'cur', 'new', 'tmp']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
    chownSync(path.join(dir, sub), uid, gid);
  }
  const stamp = Math.floor(Date.now() / 1000);
  let written = 0;
  for (const { source, seen } of sources) {
    const file = path.join(dir, 'cur', `${stamp}.M${written}P${process.pid}.zaplecze,S=${source.length}:2,${seen ? 'S' : ''}`);
    writeFileSync(file, source);
    chownSync(file, uid, gid);
    written++;
  }
  return written;
};
