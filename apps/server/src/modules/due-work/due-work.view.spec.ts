import { describe, expect, it } from 'vitest';
import { dueWorkRowOf, kindNameOf } from './due-work.view';

const item = {
  kind: 'orders.label',
  key: '42',
  dueAt: new Date('2026-12-05T10:00:00Z'),
  attempts: 5,
  lastError: 'carrier timed out',
  gaveUpAt: null as Date | null,
  createdAt: new Date('2026-12-05T09:00:00Z'),
};
const kinds = { 'orders.label': { title: { zh: '申请面单', en: 'Label request', ko: '라벨 요청' } } };

describe('due work as operators read it', () => {
  it('words a kind in the language asked, and falls back to its name', () => {
    expect(kindNameOf('orders.label', kinds['orders.label'], 'ko')).toBe('라벨 요청');
    expect(kindNameOf('tracking.pull', undefined, 'en')).toBe('tracking.pull');
    expect(kindNameOf('x.y', {}, 'zh')).toBe('x.y');
  });

  it('says due while it waits, given up once it gave up, with times in ISO', () => {
    expect(dueWorkRowOf(item, kinds, 'en')).toEqual({
      kind: 'orders.label',
      kindName: 'Label request',
      key: '42',
      state: 'due',
      attempts: 5,
      lastError: 'carrier timed out',
      dueAt: '2026-12-05T10:00:00.000Z',
      gaveUpAt: null,
      createdAt: '2026-12-05T09:00:00.000Z',
    });
    const gaveUp = dueWorkRowOf({ ...item, gaveUpAt: new Date('2026-12-05T11:00:00Z') }, kinds, 'zh');
    expect(gaveUp).toMatchObject({ state: 'gaveUp', gaveUpAt: '2026-12-05T11:00:00.000Z', kindName: '申请面单' });
  });
});
