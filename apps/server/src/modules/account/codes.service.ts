import crypto from 'node:crypto';
import type { Language } from '@parcelhub/contracts';
import type { ErrorKey } from '../../platform/http/errors';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import type { MessageProvider } from '../../platform/messaging/provider';
import { AppError } from '../../platform/http/app-error';
import { t } from '../../platform/i18n/messages';
import * as queries from './account.repository';

export const CODE_TTL_MINUTES = 5;
export const RESEND_AFTER_SECONDS = 60;
const MAX_PER_RECIPIENT_PER_DAY = 10;
const MAX_PER_IP_PER_HOUR = 30;
const MAX_ATTEMPTS = 5;

type Channel = 'SMS' | 'EMAIL';
const invalidKey = (c: Channel): ErrorKey => (c === 'SMS' ? 'SMS_CODE_INVALID' : 'EMAIL_CODE_INVALID');
const hashCode = (recipient: string, purpose: string, code: string) =>
  crypto.createHash('sha256').update(`${recipient}:${purpose}:${code}`).digest('hex');

/** One-time codes by SMS or email: 6 digits, valid 5 minutes, one send a minute, attempts counted. */
export function createCodesService({ data, provider }: { data: DataAccess; provider: MessageProvider }) {
  const repo = bindRepository(data, queries);
  async function assertCanSend(channel: Channel, recipient: string, ip: string, now: number) {
    const last = await repo.lastCodeSentAt(channel, recipient);
    const wait = last ? RESEND_AFTER_SECONDS - Math.floor((now - last.getTime()) / 1000) : 0;
    if (wait > 0) throw new AppError('SMS_TOO_FREQUENT', { seconds: wait });
    const [perRecipient, perIp] = await Promise.all([
      repo.codesSince(new Date(now - 86_400_000), { recipient }),
      repo.codesSince(new Date(now - 3_600_000), { ip }),
    ]);
    if (perRecipient >= MAX_PER_RECIPIENT_PER_DAY || perIp >= MAX_PER_IP_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS');
    }
  }

  return {
    /** Throws what `send` would for the rate limits, sending nothing (so a caller can check before spending). */
    assertCanSend: (channel: Channel, recipient: string, ip: string) =>
      assertCanSend(channel, recipient, ip, Date.now()),

    /**
     * Sends a code. With `deliver` false the send is recorded and rate-limited exactly like a real one but nothing
     * goes out: a number without an account answers like one with an account.
     */
    async send(
      channel: Channel,
      recipient: string,
      purpose: string,
      ctx: { ip: string; lang: Language },
      { deliver = true }: { deliver?: boolean } = {},
    ) {
      const now = Date.now();
      await assertCanSend(channel, recipient, ctx.ip, now);
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      const id = await repo.insertCode({
        channel,
        recipient,
        purpose,
        codeHash: hashCode(recipient, purpose, code),
        ip: ctx.ip,
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MINUTES * 60_000),
      });
      // Two sends racing each other each see the other's code: neither goes out.
      if ((await repo.codesToSince(channel, recipient, new Date(now - RESEND_AFTER_SECONDS * 1000))) > 1) {
        await repo.deleteCode(id);
        throw new AppError('SMS_TOO_FREQUENT', { seconds: RESEND_AFTER_SECONDS });
      }
      if (deliver) {
        const body = t(channel === 'SMS' ? 'smsBody' : 'emailBody', ctx.lang, { code, minutes: CODE_TTL_MINUTES });
        await provider.send({ channel, recipient, purpose, body });
      }
      return { resendAfter: RESEND_AFTER_SECONDS, expiresIn: CODE_TTL_MINUTES * 60 };
    },

    /**
     * Checks a code; a wrong one counts an attempt. Answers the code's id for `spend`. Runs outside any
     * transaction (the embedded database has one connection: a query beside an open transaction would wait on it).
     */
    async check(channel: Channel, recipient: string, purpose: string, code: string): Promise<number> {
      const row = await repo.latestLiveCode(channel, recipient, purpose, new Date());
      if (!row || row.attempts >= MAX_ATTEMPTS) throw new AppError(invalidKey(channel));
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(hashCode(recipient, purpose, code), 'hex');
      if (!crypto.timingSafeEqual(expected, given)) {
        await repo.countAttempt(row.id);
        throw new AppError(invalidKey(channel));
      }
      return row.id;
    },

    /** Spends a checked code (inside the caller's transaction); fails if another request spent it first. */
    async spend(channel: Channel, id: number): Promise<void> {
      if (!(await repo.consumeCode(id))) throw new AppError(invalidKey(channel));
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
