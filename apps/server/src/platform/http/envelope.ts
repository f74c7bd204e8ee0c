import { OK_CODE, type OkObj, type OkRows } from '@parcelhub/contracts';

export const ok = <T>(obj: T): OkObj<T> => ({ flag: true, code: OK_CODE, msg: 'ok', obj });

export const okRows = <T>(rows: T[], total: number = rows.length): OkRows<T> => ({
  flag: true,
  code: OK_CODE,
  msg: 'ok',
  rows,
  total,
});

export const okDone = () => ({ flag: true as const, code: OK_CODE as typeof OK_CODE, msg: 'ok' });
