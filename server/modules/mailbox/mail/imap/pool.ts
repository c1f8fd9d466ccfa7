import type { ImapFlow } from 'imapflow';
import { ApiError } from '../../../../http';
import type { MailAccount } from '../accounts';
import { mailFailure } from '../failure';
import type { MailSettings } from '../settings';
import { openImap } from './connect';

type Entry = { client: ImapFlow; busy: boolean; idleTimer?: NodeJS.Timeout };
type Waiter = { resolve: (entry: Entry) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type AccountPool = { version: string; entries: Entry[]; opening: number; waiters: Waiter[] };

export type ImapPool = {
  /** Runs `work` on one of the account's connections, given to nobody else meanwhile. */
  use: <T>(account: MailAccount, work: (client: ImapFlow) => Promise<T>) => Promise<T>;
  /** Closes an account's connections (its settings changed or it was deleted). */
  closeAccount: (accountId: number) => Promise<void>;
  /** Closes every connection (the server stops). */
  closeAll: () => Promise<void>;
  /** Connections now open, per account id. */
  openConnections: () => Map<number, number>;
};

/** Which settings a connection was opened with: a changed account gets new connections. */
const versionOf = (account: MailAccount) => [account.imapHost, account.imapPort, account.imapTls, account.login, account.password, account.updatedAt.getTime()].join('\u0000');

const usable = (client: ImapFlow) => client.usable;

/**
 * Connections reused per account, at most `maxConnections` each: a request takes an idle one,
 * opens one while under the bound, or waits (at most `queueTimeout`, then 503). A connection idle
 * for `idleTimeout` is logged out; a broken one is dropped; a changed account's are closed.
 */
export const imapPool = (settings: MailSettings): ImapPool => {
  const pools = new Map<number, AccountPool>();

  const logout = (entry: Entry) => {
    clearTimeout(entry.idleTimer);
    return entry.client.logout().catch(() => entry.client.close());
  };

  const drop = (accountId: number, entry: Entry) => {
    const pool = pools.get(accountId);
    if (pool) pool.entries = pool.entries.filter((e) => e !== entry);
    clearTimeout(entry.idleTimer);
    entry.client.close();
  };

  const release = (accountId: number, entry: Entry) => {
    const pool = pools.get(accountId);
    if (!pool || !pool.entries.includes(entry) || !usable(entry.client)) {
      drop(accountId, entry);
      wake(accountId);
      return;
    }
    const waiter = pool.waiters.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.resolve(entry);
      return;
    }
    entry.busy = false;
    entry.idleTimer = setTimeout(() => {
      pool.entries = pool.entries.filter((e) => e !== entry);
      void logout(entry);
    }, settings.idleTimeout);
    entry.idleTimer.unref();
  };

  /** A freed place (a dropped connection): the first waiter may open a new one. */
  const wake = (accountId: number) => {
    const pool = pools.get(accountId);
    const waiter = pool?.waiters.shift();
    if (!pool || !waiter) return;
    clearTimeout(waiter.timer);
    open(accountId, pool, waiter.resolve, waiter.reject);
  };

  let currentAccount = new Map<number, MailAccount>();
  const open = (accountId: number, pool: AccountPool, resolve: (entry: Entry) => void, reject: (error: Error) => void) => {
    const account = currentAccount.get(accountId);
    if (!account) return reject(new ApiError(404, 'notFound'));
    pool.opening += 1;
    openImap(account, settings).then(
      (client) => {
        pool.opening -= 1;
        const entry: Entry = { client, busy: true };
        client.on('close', () => {
          if (pool.entries.includes(entry) && !entry.busy) drop(accountId, entry);
        });
        if (pools.get(accountId) !== pool) {
          // The account changed while connecting: this connection is stale.
          void logout(entry);
          return reject(new ApiError(409, 'mailBusy'));
        }
        pool.entries.push(entry);
        resolve(entry);
      },
      (error: Error) => {
        pool.opening -= 1;
        reject(error);
        wake(accountId);
      },
    );
  };

  const acquire = (account: MailAccount): Promise<Entry> =>
    new Promise((resolve, reject) => {
      const version = versionOf(account);
      let pool = pools.get(account.id);
      if (pool && pool.version !== version) {
        void closeAccount(account.id);
        pool = undefined;
      }
      if (!pool) {
        pool = { version, entries: [], opening: 0, waiters: [] };
        pools.set(account.id, pool);
      }
      currentAccount = new Map(currentAccount).set(account.id, account);
      const idle = pool.entries.find((e) => !e.busy && usable(e.client));
      if (idle) {
        clearTimeout(idle.idleTimer);
        idle.busy = true;
        return resolve(idle);
      }
      if (pool.entries.length + pool.opening < settings.maxConnections) return open(account.id, pool, resolve, reject);
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          pool.waiters = pool.waiters.filter((w) => w !== waiter);
          reject(new ApiError(503, 'mailBusy'));
        }, settings.queueTimeout),
      };
      pool.waiters.push(waiter);
    });

  const closeAccount = async (accountId: number) => {
    const pool = pools.get(accountId);
    if (!pool) return;
    pools.delete(accountId);
    for (const waiter of pool.waiters) {
      clearTimeout(waiter.timer);
      waiter.reject(new ApiError(503, 'mailBusy'));
    }
    // Busy connections are closed too: their request fails, none is left open.
    await Promise.all(pool.entries.map((entry) => (entry.busy ? Promise.resolve(entry.client.close()) : logout(entry))));
  };

  return {
    use: async (account, work) => {
      const entry = await acquire(account);
      try {
        return await work(entry.client);
      } catch (error) {
        // A connection that failed mid-request may be in any state: it is not reused.
        if (!(error instanceof ApiError)) drop(account.id, entry);
        throw error instanceof ApiError ? error : mailFailure(error, account.imapHost ?? '', Math.round(settings.socketTimeout / 1000));
      } finally {
        if (pools.get(account.id)?.entries.includes(entry)) release(account.id, entry);
        else wake(account.id);
      }
    },
    closeAccount,
    closeAll: async () => {
      await Promise.all([...pools.keys()].map(closeAccount));
    },
    openConnections: () => new Map([...pools].map(([id, pool]) => [id, pool.entries.length])),
  };
};
