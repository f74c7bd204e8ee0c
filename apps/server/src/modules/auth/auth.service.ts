import crypto from 'node:crypto';
import type { CaptchaResult, Language, LoginInput, LoginResult } from '@parcelhub/contracts';
import type { Config } from '../../config';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import type { Actor } from '../../platform/auth/actor';
import type { SessionResolver } from '../../platform/auth/guard';
import type { PasswordCipher } from '../../platform/auth/rsa';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/password';
import { AppError } from '../../platform/http/app-error';
import type { UsersService } from '../users';
import type { MenusService } from '../menus';
import type { RolesService } from '../roles';
import * as queries from './auth.repository';
import { createAccessProfiles } from './access-profile';
import { drawArithmeticCaptcha } from './captcha';
import { failureRule, lockedUntil, minutesLeft, slowdownMs, type LockoutPolicy } from './lockout';

const CAPTCHA_TTL_MS = 2 * 60_000;
/** Sessions are touched at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;
/** Actors are cached briefly per token on this process; logout and password change evict at once. */
const ACTOR_TTL_MS = 5_000;

export const hashToken = (token: string) => crypto.hash('sha256', token, 'hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface LoginContext {
  ip: string;
  userAgent: string;
  lang: Language;
}

export function createAuthService(deps: {
  data: DataAccess;
  config: Config;
  cipher: PasswordCipher;
  users: UsersService;
  roles: RolesService;
  menus: MenusService;
}) {
  const { data, config, cipher, users, roles, menus } = deps;
  const repo = bindRepository(data, queries);
  const access = createAccessProfiles({ users, roles, menus });
  const policy: LockoutPolicy = {
    maxFailures: config.LOGIN_MAX_FAILURES,
    lockMinutes: config.LOGIN_LOCK_MINUTES,
    slowdownMs: config.LOGIN_SLOWDOWN_MS,
    windowMinutes: config.LOGIN_LOCK_MINUTES,
    freeFailures: 2,
  };
  // By the token itself: a request that finds its actor here hashes nothing. Evictions come by hash (rare).
  const actorCache = new Map<string, { actor: Actor; until: number; tokenHash: string }>();

  async function checkCaptcha(input: LoginInput) {
    if (!config.AUTH_CAPTCHA) return;
    if (!input.uuid || !input.code) throw new AppError('CAPTCHA_INVALID');
    const row = await repo.takeCaptcha(input.uuid);
    if (!row || row.expiresAt < new Date()) throw new AppError('CAPTCHA_EXPIRED');
    if (row.answer.trim() !== input.code.trim()) throw new AppError('CAPTCHA_INVALID');
  }

  /** Counts the failure in the database and decides from the count it answers, never from one read earlier. */
  async function failLogin(keys: { user: string; ip: string }, now: Date): Promise<never> {
    const userState = await repo.addFailure(keys.user, failureRule(policy, now));
    const ipState = await repo.addFailure(keys.ip, failureRule(policy, now, config.LOGIN_IP_MAX_FAILURES));
    await sleep(slowdownMs(Math.max(userState.failures, ipState.failures), policy));
    const until = lockedUntil(userState, now) ?? lockedUntil(ipState, now);
    if (until) throw new AppError('ACCOUNT_LOCKED', { minutes: minutesLeft(until, now) });
    throw new AppError('BAD_CREDENTIALS');
  }

  function evictTokens(tokenHashes: string[]) {
    if (tokenHashes.length === 0) return;
    const gone = new Set(tokenHashes);
    for (const [token, v] of actorCache) if (gone.has(v.tokenHash)) actorCache.delete(token);
  }

  const resolver: SessionResolver = {
    async resolve(token: string) {
      const now = Date.now();
      const cached = actorCache.get(token);
      if (cached && cached.until > now) return cached.actor;
      const tokenHash = hashToken(token);
      const row = await repo.findLiveSession(tokenHash, new Date(now));
      // A sub-account stops with its main account.
      if (!row || !row.user.enabled || !row.user.isApproved || row.mainEnabled === false) {
        actorCache.delete(token);
        return null;
      }
      if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repo.touchSession(row.session.id, new Date(now));
      const profile = await access.profile(row.user);
      const actor: Actor = {
        userId: row.user.id,
        accountId: row.user.parentId ?? row.user.id,
        username: row.user.username,
        privilegeType: row.user.privilegeType,
        roles: profile.roleNames,
        permissions: profile.permissions,
        isSubAccount: row.user.parentId != null,
        grantedMenuIds: profile.grantedMenuIds,
        language: row.user.language,
        sessionId: row.session.id,
      };
      if (actorCache.size > 10_000) actorCache.clear();
      actorCache.set(token, { actor, until: now + ACTOR_TTL_MS, tokenHash });
      return actor;
    },
  };

  return {
    resolver,

    async captcha(): Promise<CaptchaResult> {
      if (!config.AUTH_CAPTCHA) return { img: '', uuid: '', enabled: false, expiresIn: 0 };
      const { img, answer } = drawArithmeticCaptcha();
      const uuid = crypto.randomUUID();
      await repo.insertCaptcha(uuid, answer, new Date(Date.now() + CAPTCHA_TTL_MS));
      return { img, uuid, enabled: true, expiresIn: CAPTCHA_TTL_MS / 1000 };
    },

    async login(input: LoginInput, ctx: LoginContext): Promise<LoginResult> {
      const now = new Date();
      const keys = { user: `u:${input.username.toLowerCase()}`, ip: `ip:${ctx.ip}` };
      const states = await repo.failuresOf([keys.user, keys.ip]);
      const locked = states.map((s) => lockedUntil(s, now)).find((d) => d != null);
      if (locked) throw new AppError('ACCOUNT_LOCKED', { minutes: minutesLeft(locked, now) });
      await checkCaptcha(input);
      const password = cipher.decrypt(input.password);

      const user = await users.findByUsername(input.username);
      if (!user) {
        await verifyAgainstDummy(password);
        return failLogin(keys, now);
      }
      if (!(await verifyPassword(user.passwordHash, password))) return failLogin(keys, now);
      // Only a caller who knows the password learns that the account is pending or disabled.
      if (!user.isApproved) throw new AppError('NOT_APPROVED');
      if (!user.enabled) throw new AppError('ACCOUNT_DISABLED');
      if (user.parentId != null && !(await users.findById(user.parentId))?.enabled)
        throw new AppError('ACCOUNT_DISABLED');
      await repo.clearFailures(keys.user);

      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + config.SESSION_HOURS * 3_600_000);
      await repo.insertSession({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt,
        ip: ctx.ip,
        userAgent: ctx.userAgent.slice(0, 500),
      });
      return { token, expiresAt: expiresAt.toISOString(), user: await access.userInfo(user, ctx.lang) };
    },

    async logout(token: string) {
      const tokenHash = hashToken(token);
      await repo.endSession(tokenHash, 'LOGOUT');
      evictTokens([tokenHash]);
    },

    /** Ends every session of a user (password change, reset, an operator's action). */
    async endAllSessions(userId: number, reason: string) {
      evictTokens(await repo.endSessionsOfUser(userId, reason));
    },

    /** Live sessions for the online-users screen. */
    listSessions: (filter: queries.LiveSessionFilter) => repo.listLiveSessions(filter, new Date()),

    /** Ends one session by id (an operator's action); false when no live session has that id. */
    async endSessionById(id: number, reason: string): Promise<boolean> {
      const tokenHash = await repo.endSessionById(id, reason);
      if (tokenHash) evictTokens([tokenHash]);
      return tokenHash != null;
    },

    async info(actor: Actor, lang: Language) {
      return access.userInfo(await users.byId(actor.userId), lang);
    },

    async authList(actor: Actor, lang: Language) {
      return access.authList(await users.byId(actor.userId), lang);
    },

    async setLanguage(actor: Actor, lang: Language) {
      await users.setLanguage(actor.userId, lang);
      // The cached actors of this user carry the old language.
      for (const [k, v] of actorCache) if (v.actor.userId === actor.userId) actorCache.delete(k);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
