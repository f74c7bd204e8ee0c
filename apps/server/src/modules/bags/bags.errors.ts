import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Bags' error keys (block 41: status × 10000 + 4100 + n, docs/errors.md). */
export const BAGS_ERRORS = defineErrors({
  BAG_PARCEL_UNKNOWN: {
    status: 404,
    code: 4044101,
    message: {
      zh: '未找到包裹：{number}',
      en: 'Unknown parcel: {number}',
      ko: '알 수 없는 소포입니다: {number}',
    },
  },
  BAG_WRONG_WAREHOUSE: {
    status: 409,
    code: 4094102,
    message: {
      zh: '包裹 {number} 不属于本仓库 {warehouse}',
      en: 'Parcel {number} belongs to another warehouse, not {warehouse}',
      ko: '소포 {number}은(는) 이 창고 {warehouse}의 것이 아닙니다',
    },
  },
  BAG_ORDER_CANCELLED: {
    status: 409,
    code: 4094103,
    message: {
      zh: '订单 {orderNo} 已取消，不能分拣装袋',
      en: 'Order {orderNo} is cancelled: it cannot be sorted or bagged',
      ko: '주문 {orderNo}이(가) 취소되어 분류하거나 백에 넣을 수 없습니다',
    },
  },
  BAG_ORDER_STATUS: {
    status: 409,
    code: 4094104,
    message: {
      zh: '订单 {orderNo} 当前状态为 {status}，不能装袋',
      en: 'Order {orderNo} is {status}: it cannot be bagged',
      ko: '주문 {orderNo}의 상태가 {status}이므로 백에 넣을 수 없습니다',
    },
  },
  BAG_BAY_DISABLED: {
    status: 409,
    code: 4094105,
    message: {
      zh: '格口 {bay} 已停用',
      en: 'Bay {bay} is disabled',
      ko: '{bay}번 구역이 사용 중지되었습니다',
    },
  },
  BAG_BAY_FULL: {
    status: 409,
    code: 4094106,
    message: {
      zh: '格口 {bay} 已满，请先封袋并换袋',
      en: 'Bay {bay} is full: close its bag and change it first',
      ko: '{bay}번 구역이 가득 찼습니다. 먼저 백을 봉인하고 교체하세요',
    },
  },
  BAG_BAY_AWAITING_CHANGE: {
    status: 409,
    code: 4094107,
    message: {
      zh: '格口 {bay} 的袋子 {bagNo} 已封袋，请先完成换袋',
      en: 'The bag {bagNo} of bay {bay} is closed: complete the bag change first',
      ko: '{bay}번 구역의 백 {bagNo}이(가) 봉인되었습니다. 먼저 백 교체를 완료하세요',
    },
  },
  BAG_NOT_FOUND: {
    status: 404,
    code: 4044108,
    message: { zh: '袋子不存在：{id}', en: 'Bag not found: {id}', ko: '백이 존재하지 않습니다: {id}' },
  },
  BAG_ALREADY_CLOSED: {
    status: 409,
    code: 4094109,
    message: {
      zh: '袋子 {bagNo} 已封袋，不能再次封袋',
      en: 'Bag {bagNo} is already closed',
      ko: '백 {bagNo}은(는) 이미 봉인되었습니다',
    },
  },
  BAG_EMPTY: {
    status: 409,
    code: 4094110,
    message: {
      zh: '袋子 {bagNo} 是空的，不能封袋',
      en: 'Bag {bagNo} is empty: there is nothing to close',
      ko: '백 {bagNo}이(가) 비어 있어 봉인할 수 없습니다',
    },
  },
  BAG_NOT_CLOSED: {
    status: 409,
    code: 4094111,
    message: {
      zh: '袋子 {bagNo} 尚未封袋，不能出库',
      en: 'Bag {bagNo} is not closed yet: close it before dispatching',
      ko: '백 {bagNo}이(가) 아직 봉인되지 않아 출고할 수 없습니다',
    },
  },
  BAG_ALREADY_DISPATCHED: {
    status: 409,
    code: 4094112,
    message: {
      zh: '袋子 {bagNo} 已出库',
      en: 'Bag {bagNo} has already been dispatched',
      ko: '백 {bagNo}은(는) 이미 출고되었습니다',
    },
  },
  BAG_NOT_OPEN: {
    status: 409,
    code: 4094113,
    message: {
      zh: '只能拆开装袋中的袋子，袋子 {bagNo} 状态为 {status}',
      en: 'Only an open bag can be disbanded; bag {bagNo} is {status}',
      ko: '적재 중인 백만 해체할 수 있습니다. 백 {bagNo}의 상태는 {status}입니다',
    },
  },
  BAG_STILL_OPEN: {
    status: 409,
    code: 4094114,
    message: {
      zh: '格口 {bay} 的袋子 {bagNo} 仍在装袋，请先封袋',
      en: 'The bag {bagNo} of bay {bay} is still open: close it before changing it',
      ko: '{bay}번 구역의 백 {bagNo}이(가) 아직 열려 있습니다. 먼저 봉인하세요',
    },
  },
  BAG_PARCEL_NOT_IN_BAG: {
    status: 409,
    code: 4094115,
    message: {
      zh: '包裹 {number} 不在袋子 {bagNo} 中',
      en: 'Parcel {number} is not in bag {bagNo}',
      ko: '소포 {number}은(는) 백 {bagNo}에 없습니다',
    },
  },
  BAG_BAY_NOT_FOUND: {
    status: 404,
    code: 4044116,
    message: { zh: '格口不存在：{id}', en: 'Bay not found: {id}', ko: '구역이 존재하지 않습니다: {id}' },
  },
  BAG_NO_LABELS: {
    status: 409,
    code: 4094117,
    message: {
      zh: '袋子 {bagNo} 中没有可打印面单的包裹',
      en: 'No parcel of bag {bagNo} has a label to print',
      ko: '백 {bagNo}에 인쇄할 라벨이 있는 소포가 없습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof BAGS_ERRORS> {}
}
