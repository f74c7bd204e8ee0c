import type { TestApp } from '../helpers/test-app';
import { createUser, type UserSpec } from './users';

/** A user made by the users factory, signed in: its record and a session token. */
export async function signedInUser(t: TestApp, spec: UserSpec = {}) {
  const user = await createUser(t.db, spec);
  return { user, token: await t.login(user.username) };
}
