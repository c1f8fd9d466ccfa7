import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatMessage } from '../../../messages';
import type { Db } from '../../../db/connection';
import { emailAccounts } from '../../../db/tables';
import type { JobDefinition, Jobs } from '../../../core/jobs';
import { loadAccount } from './accounts';
import { MailFailure } from './failure';
import type { ImapPool } from './imap/pool';
import { fetchReceivedMail } from './received';

/** The scheduled round: queues one fetch per account that stores its received mail. */
export const MAIL_FETCH_ROUND_JOB = 'mail-fetch-round';
/** One account's fetch: its new INBOX messages into `received_email`. */
export const MAIL_FETCH_JOB = 'mail-fetch';
export const DEFAULT_FETCH_INTERVAL_MINUTES = 5;

/** The singleton key of an account's fetch: one waits per account, whichever instance queued it. */
export const fetchKey = (accountId: number) => `email-account-${accountId}`;

/**
 * The round's cron expression from MAIL_FETCH_INTERVAL (minutes, counted from the full hour):
 * 1–59, or whole hours up to 24 (60, 120, … 1440); 0 stops fetching (`null`). Anything else
 * stops the server at start with a sentence saying what is allowed.
 */
export const fetchCron = (value: string | undefined): string | null => {
  const text = value?.trim() || String(DEFAULT_FETCH_INTERVAL_MINUTES);
  const minutes = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (minutes === 0) return null;
  if (minutes >= 1 && minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  if (minutes >= 60 && minutes <= 1440 && minutes % 60 === 0) return minutes === 1440 ? '0 0 * * *' : `0 */${minutes / 60} * * *`;
  throw new Error(`MAIL_FETCH_INTERVAL is ${value}: give minutes from 1 to 59, whole hours in minutes up to 1440, or 0 to stop fetching received mail`);
};

/** What a failed fetch says in the log: the stage and the server's sentence, never the credentials. */
const reasonOf = (error: unknown) =>
  error instanceof MailFailure ? { stage: error.stage, err: formatMessage(error.code, 'pl', error.params) } : { err: error instanceof Error ? error.message : String(error) };

type FetchJobsOptions = { db: Db; dataDir: string; pool: ImapPool; jobs: Jobs; log: FastifyBaseLogger; cron: string | null };

/**
 * Received mail fetched in the background ("store received"): the queue sends the round by its
 * schedule (one round per tick, whichever instances run), the round queues one fetch per active
 * account that stores received mail under the account's singleton key (a fetch already waiting for
 * it is not doubled), and the fetch stores the new messages. A fetch of the same account on two
 * instances at once is kept apart by the account's advisory lock, and a message is one row per
 * account, folder, UIDVALIDITY and UID whatever happens. A failed fetch (the server away, a wrong
 * password) is logged and is not retried: the next round tries again.
 */
export const receivedMailJobs = ({ db, dataDir, pool, jobs, log, cron }: FetchJobsOptions): JobDefinition[] => [
  {
    name: MAIL_FETCH_ROUND_JOB,
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    cron,
    handler: async () => {
      const accounts = await db
        .select({ id: emailAccounts.id })
        .from(emailAccounts)
        .where(and(eq(emailAccounts.storeReceived, true), eq(emailAccounts.isActive, true), isNotNull(emailAccounts.imapHost)))
        .orderBy(emailAccounts.id);
      for (const { id } of accounts) await jobs.send(MAIL_FETCH_JOB, { accountId: id }, { singletonKey: fetchKey(id) });
    },
  },
  {
    name: MAIL_FETCH_JOB,
    retryLimit: 0,
    retryDelaySeconds: 60,
    // 200 messages of up to 35 MB over a slow line, with room to spare.
    expireInSeconds: 30 * 60,
    policy: 'short',
    handler: async (data) => {
      const accountId = Number(data.accountId);
      if (!Number.isInteger(accountId)) return;
      try {
        const account = await loadAccount(db, dataDir, accountId);
        const stored = await fetchReceivedMail(db, pool, account);
        if (stored > 0) log.info({ emailAccount: accountId, stored }, 'Received mail stored');
      } catch (error) {
        log.warn({ emailAccount: accountId, ...reasonOf(error) }, 'Fetching received mail failed; the next round tries again');
      }
    },
  },
];
