import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Warehouses' error keys (block 27: status × 10000 + 2700 + n, docs/errors.md). */
export const WAREHOUSES_ERRORS = defineErrors({
  WAREHOUSE_NOT_FOUND: {
    status: 404,
    code: 4042750,
    message: { zh: '仓库不存在：{id}', en: 'Warehouse not found: {id}', ko: '창고가 존재하지 않습니다: {id}' },
  },
  BAY_NOT_FOUND: {
    status: 404,
    code: 4042751,
    message: {
      zh: '仓库 {warehouse} 没有格口 {number}',
      en: 'Warehouse {warehouse} has no bay {number}',
      ko: '창고 {warehouse}에 {number}번 구역이 없습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof WAREHOUSES_ERRORS> {}
}
