import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from './outbox.tables';

export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  purpose: string;
  body: string;
}

/** Where SMS and email go. A real gateway (Aliyun SMS, SMTP...) implements the same interface. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

export interface OutboxOptions {
  /**
   * Write message bodies (they hold one-time codes) to the log, for a developer without a gateway. Off in
   * production: whoever reads the logs must not be able to sign up or reset a password with them.
   */
  logBodies?: boolean;
}

/** The default provider: records each message in the outbox table, and in the log, instead of sending it. */
export function createOutboxProvider(
  db: Db,
  log: FastifyBaseLogger,
  { logBodies = process.env.NODE_ENV !== 'production' }: OutboxOptions = {},
): MessageProvider {
  return {
    async send(message) {
      await db.insert(outbox).values(message);
      const { channel, recipient, purpose } = message;
      log.info({ outbox: logBodies ? message : { channel, recipient, purpose } }, `outbox: ${channel} to ${recipient}`);
    },
  };
}
