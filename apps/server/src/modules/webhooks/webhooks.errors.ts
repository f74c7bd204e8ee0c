import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The webhooks' error keys (block 23: status × 10000 + 2300 + n, docs/errors.md). */
export const WEBHOOK_ERRORS = defineErrors({
  WEBHOOK_URL_PRIVATE: {
    status: 400,
    code: 4002350,
    message: {
      zh: '推送地址 {host} 位于内网、本机或链路本地网络，不能接收推送',
      en: 'The address {host} is on a loopback, private or link-local network: it cannot receive webhooks',
      ko: '주소 {host}은(는) 루프백, 사설 또는 링크 로컬 네트워크에 있어 웹훅을 받을 수 없습니다',
    },
  },
  WEBHOOK_URL_UNRESOLVED: {
    status: 400,
    code: 4002351,
    message: {
      zh: '无法解析推送地址的主机 {host}',
      en: 'The host {host} of the address cannot be resolved',
      ko: '주소의 호스트 {host}을(를) 확인할 수 없습니다',
    },
  },
  WEBHOOK_REPUSH_WINDOW: {
    status: 400,
    code: 4002352,
    message: {
      zh: '重推的时间范围须从早到晚，且不超过 {days} 天',
      en: 'The re-push window must run forwards and span at most {days} days',
      ko: '재전송 기간은 앞에서 뒤로, 최대 {days}일이어야 합니다',
    },
  },
  TRACE_SYSTEM_CUSTOMER_UNKNOWN: {
    status: 400,
    code: 4002353,
    message: {
      zh: '客户 {id} 不存在或不是客户主账号',
      en: 'Customer {id} does not exist or is not a customer main account',
      ko: '고객 {id}이(가) 없거나 고객 주 계정이 아닙니다',
    },
  },
  WEBHOOK_DEMO_SIGNATURE_INVALID: {
    status: 401,
    code: 4012350,
    message: {
      zh: '演示接收端：签名校验失败',
      en: 'Demo receiver: the signature does not verify',
      ko: '데모 수신기: 서명 검증에 실패했습니다',
    },
  },
  WEBHOOK_MAIN_ACCOUNT_ONLY: {
    status: 403,
    code: 4032350,
    message: {
      zh: '只有客户主账号可以管理推送地址',
      en: 'Only a customer main account can manage webhook endpoints',
      ko: '고객 주 계정만 웹훅 엔드포인트를 관리할 수 있습니다',
    },
  },
  WEBHOOK_RECORDS_FORBIDDEN: {
    status: 403,
    code: 4032351,
    message: {
      zh: '没有查看或重推推送记录的权限',
      en: 'You may not see or re-push webhook records',
      ko: '웹훅 기록을 보거나 재전송할 권한이 없습니다',
    },
  },
  WEBHOOK_NOT_FOUND: {
    status: 404,
    code: 4042350,
    message: { zh: '推送地址不存在', en: 'Webhook endpoint not found', ko: '웹훅 엔드포인트가 없습니다' },
  },
  WEBHOOK_DEMO_RECEIVER_OFF: {
    status: 404,
    code: 4042352,
    message: {
      zh: '演示接收端未开启（仅 npm start 的演示数据中可用）',
      en: 'The demo receiver is off (only npm start with its demo data runs it)',
      ko: '데모 수신기가 꺼져 있습니다(npm start의 데모 데이터에서만 동작)',
    },
  },
  TRACE_SYSTEM_NOT_FOUND: {
    status: 404,
    code: 4042351,
    message: { zh: '轨迹业务系统不存在', en: 'Trace business system not found', ko: '추적 업무 시스템이 없습니다' },
  },
  WEBHOOK_LIMIT: {
    status: 409,
    code: 4092350,
    message: {
      zh: '每个账号最多 {max} 个推送地址',
      en: 'An account has at most {max} webhook endpoints',
      ko: '계정당 웹훅 엔드포인트는 최대 {max}개입니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof WEBHOOK_ERRORS> {}
}
