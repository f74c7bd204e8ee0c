import { describe, expect, it } from 'vitest';
import { isSecretColumn, NOT_LOGGED, ownerArgument } from './oplog.attach';

describe('what the log keeps of a table', () => {
  it('finds the owner columns a table has, in order; users belong to their main account', () => {
    expect(ownerArgument('customer_addresses', new Set(['id', 'owner_id', 'created_by']))).toBe('owner_id');
    expect(ownerArgument('orders', new Set(['id', 'account_id', 'supplier_id']))).toBe('account_id,supplier_id');
    expect(ownerArgument('menus', new Set(['id', 'pid']))).toBe('');
    expect(ownerArgument('users', new Set(['id', 'parent_id', 'approved_by']))).toBe('parent_id,id');
  });

  it('masks secrets, not the times they changed', () => {
    for (const c of ['password_hash', 'password', 'api_secret', 'reset_token', 'private_key', 'token_hash'])
      expect(isSecretColumn(c), c).toBe(true);
    for (const c of ['password_changed_at', 'name', 'hashtag', 'tokens_used', 'secretary'])
      expect(isSecretColumn(c), c).toBe(false);
  });

  it('leaves out sign-in machinery, outgoing messages, task progress, keys, histories of their own and itself', () => {
    for (const t of [
      'sessions',
      'captchas',
      'login_failures',
      'outbox',
      'download_tasks',
      'server_keys',
      'operation_log',
      'order_logs',
    ])
      expect(NOT_LOGGED.has(t), t).toBe(true);
    for (const t of ['customer_addresses', 'orders', 'journal_entries']) expect(NOT_LOGGED.has(t), t).toBe(false);
  });
});
