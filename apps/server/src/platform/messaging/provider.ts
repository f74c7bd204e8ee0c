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

/** The default provider: records each message in the outbox table and the log instead of sending it. */
export function createOutboxProvider(db: Db, log: FastifyBaseLogger): MessageProvider {
  return {
    async send(message) {
      await db.insert(outbox).values(message);
      log.info({ outbox: message }, `outbox: ${message.channel} to ${message.recipient}`);
    },
  };
}
