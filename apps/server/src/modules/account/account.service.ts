import type {
  CommitRegistInput,
  Language,
  ResetPasswordInput,
  UpdateEmailInput,
  UpdatePassInput,
} from '@parcelhub/contracts';
import { isNewPassword, isRegisterPassword } from '@parcelhub/contracts';
import type { DataAccess } from '../../platform/db/data-access';
import type { Actor } from '../../platform/auth/actor';
import type { PasswordCipher } from '../../platform/auth/rsa';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { AppError } from '../../platform/http/app-error';
import { invalidField } from '../../platform/http/validation';
import { uniqueViolation } from '../../platform/db/errors';
import { bindRepository } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { listOutbox } from './account.repository';
import type { UsersService } from '../users';
import type { RolesService } from '../roles';
import type { AuthService } from '../auth';
import type { CodesService } from './codes.service';
import type { SliderService } from './slider.service';

export const CUSTOMER_ROLE = 'customer';

interface Deps {
  data: DataAccess;
  users: UsersService;
  roles: Pick<RolesService, 'assignByName'>;
  cipher: PasswordCipher;
  codes: CodesService;
  slider: SliderService;
  auth: AuthService;
}

export function createAccountService({ data, users, roles, cipher, codes, slider, auth }: Deps) {
  async function assertFree(username: string, phone: string) {
    if (await users.findByUsername(username)) throw new AppError('USERNAME_TAKEN', { username });
    if (await users.findByPhone(phone)) throw new AppError('PHONE_TAKEN');
  }

  const repo = bindRepository(data, { listOutbox });

  return {
    /** Messages the outbox provider recorded (the platform reads SMS and email codes there). */
    async outbox(q: { recipient?: string; pageNo: number; pageSize: number }) {
      const { rows, total } = await repo.listOutbox({ recipient: q.recipient || undefined, ...pageWindow(q) });
      return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
    },

    async sendSms(
      phone: string,
      purpose: 'REGISTER' | 'RESET_PASSWORD',
      sliderToken: string | undefined,
      ctx: { ip: string; lang: Language },
    ) {
      // An SMS costs money, so every one (a registration's or a password reset's) needs a solved slider. One pass,
      // one number: a pass is spent before anything about the number is told.
      await slider.assertPass(sliderToken);
      await codes.assertCanSend('SMS', phone, ctx.ip);
      await slider.spendPass(sliderToken, phone);
      if (purpose === 'REGISTER') {
        if (await users.findByPhone(phone)) throw new AppError('PHONE_TAKEN');
        return codes.send('SMS', phone, purpose, ctx);
      }
      // Say nothing about which numbers have accounts: an unknown number is rate-limited and answered alike,
      // its send recorded but never delivered.
      const known = (await users.findByPhone(phone)) !== undefined;
      return codes.send('SMS', phone, purpose, ctx, { deliver: known });
    },

    /**
     * A new customer main account, waiting for approval. The SMS code is the proof of the slider (its pass was spent
     * on the send) and is checked, a wrong one counted, before anything about the name or number is told.
     * Nothing is spent unless the account is created.
     */
    async register(input: CommitRegistInput) {
      const password = cipher.decrypt(input.password);
      if (!isRegisterPassword(password)) throw invalidField('password', 'registerPassword');
      if (input.confirmPassword !== undefined && cipher.decrypt(input.confirmPassword) !== password) {
        throw invalidField('confirmPassword', 'passwordMismatch');
      }
      const codeId = await codes.check('SMS', input.phone, 'REGISTER', input.code);
      await assertFree(input.username, input.phone);
      const passwordHash = await hashPassword(password);
      try {
        return await data.withTransaction(async () => {
          await codes.spend('SMS', codeId);
          const user = await users.create({
            username: input.username,
            passwordHash,
            phone: input.phone,
            privilegeType: 'USER',
            isApproved: false,
          });
          await roles.assignByName(user.id, [CUSTOMER_ROLE]);
          return { id: user.id, username: user.username, status: 'UNDER_REVIEW' as const };
        });
      } catch (e) {
        const constraint = uniqueViolation(e);
        if (constraint?.includes('phone')) throw new AppError('PHONE_TAKEN');
        if (constraint !== null) throw new AppError('USERNAME_TAKEN', { username: input.username });
        throw e;
      }
    },

    async resetPassword(input: ResetPasswordInput) {
      const password = cipher.decrypt(input.password);
      if (!isNewPassword(password)) throw invalidField('password', 'newPassword');
      const user = await users.findByPhone(input.phone);
      if (!user) throw new AppError('SMS_CODE_INVALID');
      const codeId = await codes.check('SMS', input.phone, 'RESET_PASSWORD', input.code);
      const passwordHash = await hashPassword(password);
      await data.withTransaction(async () => {
        await codes.spend('SMS', codeId);
        await users.update(user.id, { passwordHash, passwordChangedAt: new Date() });
      });
      await auth.endAllSessions(user.id, 'PASSWORD_RESET');
    },

    /** Changes the password and ends every session of the user, this one included. */
    async updatePassword(actor: Actor, input: UpdatePassInput) {
      const oldPass = cipher.decrypt(input.oldPass);
      const newPass = cipher.decrypt(input.newPass);
      const user = await users.findById(actor.userId);
      if (!user || !(await verifyPassword(user.passwordHash, oldPass))) throw new AppError('OLD_PASSWORD_WRONG');
      if (!isNewPassword(newPass)) throw invalidField('newPass', 'newPassword');
      if (newPass === oldPass) throw new AppError('PASSWORD_SAME_AS_OLD');
      await users.update(user.id, {
        passwordHash: await hashPassword(newPass),
        passwordChangedAt: new Date(),
      });
      await auth.endAllSessions(user.id, 'PASSWORD_CHANGED');
    },

    async sendEmailCode(actor: Actor, email: string, ctx: { ip: string; lang: Language }) {
      const owner = await users.findByEmail(email);
      if (owner && owner.id !== actor.userId) throw new AppError('EMAIL_TAKEN');
      return codes.send('EMAIL', email.toLowerCase(), 'CHANGE_EMAIL', ctx);
    },

    async updateEmail(actor: Actor, code: string, input: UpdateEmailInput) {
      const password = cipher.decrypt(input.password);
      const user = await users.findById(actor.userId);
      if (!user || !(await verifyPassword(user.passwordHash, password))) throw new AppError('PASSWORD_WRONG');
      const email = input.email.toLowerCase();
      const owner = await users.findByEmail(email);
      if (owner && owner.id !== actor.userId) throw new AppError('EMAIL_TAKEN');
      const codeId = await codes.check('EMAIL', email, 'CHANGE_EMAIL', code);
      try {
        await data.withTransaction(async () => {
          await codes.spend('EMAIL', codeId);
          await users.update(user.id, { email });
        });
      } catch (e) {
        if (uniqueViolation(e) !== null) throw new AppError('EMAIL_TAKEN');
        throw e;
      }
      return { email };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
