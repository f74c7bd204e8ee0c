import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CommitRegistInput,
  CommitRegistResult,
  okEmpty,
  okObj,
  okRows,
  OutboxMessage,
  OutboxQuery,
  ResetPasswordInput,
  SendEmailCodeInput,
  SendSmsInput,
  SendSmsPath,
  SendSmsResult,
  SliderChallenge,
  SliderVerifyInput,
  SliderVerifyResult,
  UpdateEmailInput,
  UpdateEmailPath,
  UpdatePassInput,
} from '@parcelhub/contracts';
import { ok, okDone, okRows as rowsOf } from '../../platform/http/envelope';
import { typed } from '../../platform/http/typed';
import { permission, PUBLIC, SIGNED_IN } from '../../platform/auth/access';
import { actorOf } from '../../platform/auth/guard';
import type { Db } from '../../platform/db/client';
import type { AccountService } from './account.service';
import type { SliderService } from './slider.service';
import { listOutbox } from './account.repository';

export function accountRoutes(deps: { account: AccountService; slider: SliderService; db: Db }) {
  const { account, slider, db } = deps;
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    const tags = ['account'];

    app.get(
      '/api/account/slider',
      {
        config: PUBLIC,
        schema: { tags, summary: 'A slider puzzle (310 x 155)', response: { 200: okObj(SliderChallenge) } },
      },
      async () => ok(await slider.issue()),
    );
    app.post(
      '/api/account/slider/verify',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Check a slider position',
          body: SliderVerifyInput,
          response: { 200: okObj(SliderVerifyResult) },
        },
      },
      async (req) => ok(await slider.verify(req.body.id, req.body.x)),
    );
    app.post(
      '/api/account/sendSms/:phone',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Send an SMS code (5 minutes, one a minute); registration needs a passed slider first',
          params: SendSmsPath,
          body: SendSmsInput.default({ purpose: 'REGISTER' }),
          response: { 200: okObj(SendSmsResult) },
        },
      },
      async (req) =>
        ok(
          await account.sendSms(req.params.phone, req.body.purpose, req.body.sliderToken, {
            ip: req.ip,
            lang: req.lang,
          }),
        ),
    );
    const register = {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Register a customer account (then under review, 1 to 3 days)',
        body: CommitRegistInput,
        response: { 200: okObj(CommitRegistResult) },
      },
    };
    app.post('/api/account/commitRegist', register, async (req) => ok(await account.register(req.body)));
    app.post('/api/regist/saasRegist', register, async (req) => ok(await account.register(req.body)));
    app.post(
      '/api/account/resetPassword',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Reset the password with an SMS code',
          body: ResetPasswordInput,
          response: { 200: okEmpty },
        },
      },
      async (req) => {
        await account.resetPassword(req.body);
        return okDone();
      },
    );
    app.post(
      '/api/users/updatePass/',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          summary: 'Change the password; ends every session',
          body: UpdatePassInput,
          response: { 200: okEmpty },
        },
      },
      async (req) => {
        await account.updatePassword(actorOf(req), req.body);
        return okDone();
      },
    );
    app.post(
      '/api/account/sendEmailCode',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          summary: 'Send a code to a new email address',
          body: SendEmailCodeInput,
          response: { 200: okObj(SendSmsResult) },
        },
      },
      async (req) => ok(await account.sendEmailCode(actorOf(req), req.body.email, { ip: req.ip, lang: req.lang })),
    );
    app.post(
      '/api/users/updateEmail/:code',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          summary: 'Change the email with the code sent to it',
          params: UpdateEmailPath,
          body: UpdateEmailInput,
          response: { 200: okObj(z.object({ email: z.string() })) },
        },
      },
      async (req) => ok(await account.updateEmail(actorOf(req), req.params.code, req.body)),
    );
    app.post(
      '/api/account/outbox/list',
      {
        config: permission('system:outbox'),
        schema: {
          tags,
          summary: 'Messages recorded by the outbox provider',
          body: OutboxQuery,
          response: { 200: okRows(OutboxMessage) },
        },
      },
      async (req) => {
        const { rows, total } = await listOutbox(db, {
          recipient: req.body.recipient || undefined,
          offset: req.body.pageNo * req.body.pageSize,
          limit: req.body.pageSize,
        });
        return rowsOf(
          rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
          total,
        );
      },
    );
  };
}
