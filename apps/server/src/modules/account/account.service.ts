import type {
  CommitRegistInput,
  Language,
  ResetPasswordInput,
  UpdateEmailInput,
  UpdatePassInput,
} from '@parcelhub/contracts';
import { isNewPassword, isRegisterPassword } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import type { Actor } from '../../platform/auth/actor';
import type { PasswordCipher } from '../../platform/auth/rsa';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { AppError } from '../../platform/http/app-error';
import { invalidField } from '../../platform/http/validation';
import { uniqueViolation } from '../../platform/db/errors';
import { usersRepository } from '../users';
import type { AuthService } from '../auth';
import type { CodesService } from './codes.service';
import type { SliderService } from './slider.service';

export const CUSTOMER_ROLE = 'customer';

interface Deps {
  db: Db;
  cipher: PasswordCipher;
  codes: CodesService;
  slider: SliderService;
  auth: AuthService;
}

export function createAccountService({ db, cipher, codes, slider, auth }: Deps) {
  async function assertFree(username: string, phone: string) {
    if (await usersRepository.findUserByUsername(db, username)) throw new AppError('USERNAME_TAKEN', { username });
    if (await usersRepository.findUserByPhone(db, phone)) throw new AppError('PHONE_TAKEN');
  }

  return {
    async sendSms(
      phone: string,
      purpose: 'REGISTER' | 'RESET_PASSWORD',
      sliderToken: string | undefined,
      ctx: { ip: string; lang: Language },
    ) {
      if (purpose === 'REGISTER') {
        await slider.assertPass(sliderToken);
        if (await usersRepository.findUserByPhone(db, phone)) throw new AppError('PHONE_TAKEN');
      } else if (!(await usersRepository.findUserByPhone(db, phone))) {
        // Say nothing about which numbers have accounts: answer as if sent.
        return { resendAfter: 60, expiresIn: 300 };
      }
      return codes.send('SMS', phone, purpose, ctx);
    },

    /** A new customer main account, waiting for approval. Nothing is spent unless the account is created. */
    async register(input: CommitRegistInput) {
      const password = cipher.decrypt(input.password);
      if (!isRegisterPassword(password)) throw invalidField('password', 'registerPassword');
      if (input.confirmPassword !== undefined && cipher.decrypt(input.confirmPassword) !== password) {
        throw invalidField('confirmPassword', 'passwordMismatch');
      }
      await slider.assertPass(input.sliderToken);
      await assertFree(input.username, input.phone);
      const codeId = await codes.check('SMS', input.phone, 'REGISTER', input.code);
      const passwordHash = await hashPassword(password);
      try {
        return await db.transaction(async (tx) => {
          await codes.spend(tx, 'SMS', codeId);
          await slider.consumePass(tx, input.sliderToken);
          const user = await usersRepository.insertUser(tx, {
            username: input.username,
            passwordHash,
            phone: input.phone,
            privilegeType: 'USER',
            isApproved: false,
          });
          await usersRepository.assignRoles(tx, user.id, [CUSTOMER_ROLE]);
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
      const user = await usersRepository.findUserByPhone(db, input.phone);
      if (!user) throw new AppError('SMS_CODE_INVALID');
      const codeId = await codes.check('SMS', input.phone, 'RESET_PASSWORD', input.code);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await codes.spend(tx, 'SMS', codeId);
        await usersRepository.updateUser(tx, user.id, { passwordHash, passwordChangedAt: new Date() });
      });
      await auth.endAllSessions(user.id, 'PASSWORD_RESET');
    },

    /** Changes the password and ends every session of the user, this one included. */
    async updatePassword(actor: Actor, input: UpdatePassInput) {
      const oldPass = cipher.decrypt(input.oldPass);
      const newPass = cipher.decrypt(input.newPass);
      const user = await usersRepository.findUserById(db, actor.userId);
      if (!user || !(await verifyPassword(user.passwordHash, oldPass))) throw new AppError('OLD_PASSWORD_WRONG');
      if (!isNewPassword(newPass)) throw invalidField('newPass', 'newPassword');
      if (newPass === oldPass) throw new AppError('PASSWORD_SAME_AS_OLD');
      await usersRepository.updateUser(db, user.id, {
        passwordHash: await hashPassword(newPass),
        passwordChangedAt: new Date(),
      });
      await auth.endAllSessions(user.id, 'PASSWORD_CHANGED');
    },

    async sendEmailCode(actor: Actor, email: string, ctx: { ip: string; lang: Language }) {
      const owner = await usersRepository.findUserByEmail(db, email);
      if (owner && owner.id !== actor.userId) throw new AppError('EMAIL_TAKEN');
      return codes.send('EMAIL', email.toLowerCase(), 'CHANGE_EMAIL', ctx);
    },

    async updateEmail(actor: Actor, code: string, input: UpdateEmailInput) {
      const password = cipher.decrypt(input.password);
      const user = await usersRepository.findUserById(db, actor.userId);
      if (!user || !(await verifyPassword(user.passwordHash, password))) throw new AppError('PASSWORD_WRONG');
      const email = input.email.toLowerCase();
      const owner = await usersRepository.findUserByEmail(db, email);
      if (owner && owner.id !== actor.userId) throw new AppError('EMAIL_TAKEN');
      const codeId = await codes.check('EMAIL', email, 'CHANGE_EMAIL', code);
      try {
        await db.transaction(async (tx) => {
          await codes.spend(tx, 'EMAIL', codeId);
          await usersRepository.updateUser(tx, user.id, { email });
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
