import { z } from 'zod';
import { defineEndpoint, needs, PUBLIC_ACCESS, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okEmpty, okObj, okRows } from '../common/envelope';
import {
  CommitRegistInput,
  CommitRegistResult,
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
} from './auth';

const tags = ['account'];

const register = {
  method: 'POST',
  summary: 'Register a customer account (then under review, 1 to 3 days)',
  tags,
  access: PUBLIC_ACCESS,
  body: CommitRegistInput,
  response: okObj(CommitRegistResult),
} as const;

export const accountEndpoints = {
  slider: defineEndpoint({
    method: 'GET',
    path: '/api/account/slider',
    summary: 'A slider puzzle (310 x 155)',
    tags,
    access: PUBLIC_ACCESS,
    response: okObj(SliderChallenge),
  }),
  sliderVerify: defineEndpoint({
    method: 'POST',
    path: '/api/account/slider/verify',
    summary: 'Check a slider position',
    tags,
    access: PUBLIC_ACCESS,
    body: SliderVerifyInput,
    response: okObj(SliderVerifyResult),
  }),
  sendSms: defineEndpoint({
    method: 'POST',
    path: '/api/account/sendSms/:phone',
    summary: 'Send an SMS code (5 minutes, one a minute); registration and password reset need a passed slider first',
    tags,
    access: PUBLIC_ACCESS,
    params: SendSmsPath,
    body: SendSmsInput.default({ purpose: 'REGISTER' }),
    response: okObj(SendSmsResult),
  }),
  register: defineEndpoint({ ...register, path: '/api/account/commitRegist' }),
  saasRegister: defineEndpoint({ ...register, path: '/api/regist/saasRegist' }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/resetPassword',
    summary: 'Reset the password with an SMS code',
    tags,
    access: PUBLIC_ACCESS,
    body: ResetPasswordInput,
    response: okEmpty,
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/api/users/updatePass/',
    summary: 'Change the password; ends every session',
    tags,
    access: SIGNED_IN_ACCESS,
    body: UpdatePassInput,
    response: okEmpty,
  }),
  sendEmailCode: defineEndpoint({
    method: 'POST',
    path: '/api/account/sendEmailCode',
    summary: 'Send a code to a new email address',
    tags,
    access: SIGNED_IN_ACCESS,
    body: SendEmailCodeInput,
    response: okObj(SendSmsResult),
  }),
  updateEmail: defineEndpoint({
    method: 'POST',
    path: '/api/users/updateEmail/:code',
    summary: 'Change the email with the code sent to it',
    tags,
    access: SIGNED_IN_ACCESS,
    params: UpdateEmailPath,
    body: UpdateEmailInput,
    response: okObj(z.object({ email: z.string() })),
  }),
  outbox: defineEndpoint({
    method: 'POST',
    path: '/api/account/outbox/list',
    summary: 'Messages recorded by the outbox provider',
    tags,
    access: needs('system:outbox'),
    body: OutboxQuery,
    response: okRows(OutboxMessage),
  }),
};
