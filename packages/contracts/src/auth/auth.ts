import { z } from 'zod';
import { Language } from '../common/language';
import {
  accountField,
  emailField,
  encryptedField,
  filterText,
  mobileField,
  pageNoField,
  pageSizeField,
  requiredText,
  smsCodeField,
  tokenText,
} from '../common/fields';

export const PRIVILEGE_TYPES = ['PLATFORM', 'USER', 'SUPPLIER'] as const;
export const PrivilegeType = z.enum(PRIVILEGE_TYPES);
export type PrivilegeType = z.infer<typeof PrivilegeType>;

export const EDITIONS = ['FREE', 'STANDARD', 'PROFESSIONAL'] as const;
export const Edition = z.enum(EDITIONS);
export type Edition = z.infer<typeof Edition>;

/** Answer of GET auth/code: an arithmetic image captcha, single use. `enabled` false when AUTH_CAPTCHA=off. */
export const CaptchaResult = z.object({
  img: z.string(),
  uuid: z.string(),
  enabled: z.boolean(),
  expiresIn: z.number(),
});
export type CaptchaResult = z.infer<typeof CaptchaResult>;

export const LoginInput = z.object({
  username: requiredText(64),
  password: encryptedField,
  code: tokenText(16).optional().default(''),
  uuid: tokenText(64).optional().default(''),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RoleRef = z.object({ id: z.number(), name: z.string() });

export const SessionUser = z.object({
  id: z.number(),
  username: z.string(),
  nickName: z.string(),
  phone: z.string(),
  email: z.string(),
  privilegeType: PrivilegeType,
  isApproved: z.boolean(),
  enabled: z.boolean(),
  isSubAccount: z.boolean(),
  /** The account whose data this user acts on: itself, or the main account of a sub-account. */
  accountId: z.number(),
  mainAccountName: z.string().nullable(),
  language: Language,
  roles: z.array(RoleRef),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const CurrentSubscribe = z.object({ edition: Edition, expiresAt: z.string().nullable() });

/** Answer of GET auth/info. `roles` holds role names and permission strings, as the client's role checks expect. */
export const UserInfo = z.object({
  user: SessionUser,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  privilegeType: PrivilegeType,
  isSubLogin: z.boolean(),
  isFree: z.boolean(),
  language: Language,
  currentSubscribe: CurrentSubscribe,
  subscribeOrderExpireMap: z.record(z.string(), z.string()),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const LoginResult = z.object({ token: z.string(), expiresAt: z.string(), user: UserInfo });
export type LoginResult = z.infer<typeof LoginResult>;

/** A sub-account's auth list: what its main account granted. */
export const AuthList = z.object({
  user: SessionUser,
  permissions: z.array(z.string()),
  menuIds: z.array(z.number()),
});
export type AuthList = z.infer<typeof AuthList>;

export const SetLanguagePath = z.object({ lang: Language });

/** The slider puzzle, 310 x 155 as the spec draws it; the piece slides along x at height y. */
export const SliderChallenge = z.object({
  id: z.string(),
  bg: z.string(),
  piece: z.string(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
});
export type SliderChallenge = z.infer<typeof SliderChallenge>;

export const SliderVerifyInput = z.object({
  id: tokenText(64).min(1, { error: 'required' }),
  x: z.number().min(0, { error: 'notNegative' }).max(400, { error: 'numberTooLarge|max=400' }),
});
export const SliderVerifyResult = z.object({
  /** success, fail (the client resets after 1 s), or retry (the challenge is spent: fetch a new one). */
  result: z.enum(['success', 'fail', 'retry']),
  sliderToken: z.string().optional(),
});
export type SliderVerifyResult = z.infer<typeof SliderVerifyResult>;

export const SMS_PURPOSES = ['REGISTER', 'RESET_PASSWORD'] as const;
export const SendSmsPath = z.object({ phone: mobileField });
export const SendSmsInput = z.object({
  purpose: z.enum(SMS_PURPOSES).default('REGISTER'),
  sliderToken: tokenText(64).optional(),
});
export const SendSmsResult = z.object({ resendAfter: z.number(), expiresIn: z.number() });
export type SendSmsResult = z.infer<typeof SendSmsResult>;

export const CommitRegistInput = z.object({
  username: accountField,
  phone: mobileField,
  code: smsCodeField,
  password: encryptedField,
  confirmPassword: encryptedField.optional(),
  agreement: z.literal(true, { error: 'agreement' }),
  /** No longer checked: the slider pass was spent on the SMS that carried `code`. Accepted for older clients. */
  sliderToken: tokenText(64).optional(),
});
export type CommitRegistInput = z.infer<typeof CommitRegistInput>;
export const CommitRegistResult = z.object({ id: z.number(), username: z.string(), status: z.literal('UNDER_REVIEW') });

export const ResetPasswordInput = z.object({ phone: mobileField, code: smsCodeField, password: encryptedField });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const UpdatePassInput = z.object({ oldPass: encryptedField, newPass: encryptedField });
export type UpdatePassInput = z.infer<typeof UpdatePassInput>;

export const SendEmailCodeInput = z.object({ email: emailField });
export const UpdateEmailPath = z.object({ code: smsCodeField });
export const UpdateEmailInput = z.object({ password: encryptedField, email: emailField });
export type UpdateEmailInput = z.infer<typeof UpdateEmailInput>;

export const OutboxMessage = z.object({
  id: z.number(),
  channel: z.enum(['SMS', 'EMAIL']),
  recipient: z.string(),
  purpose: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(200, 20),
  recipient: filterText(254),
});
