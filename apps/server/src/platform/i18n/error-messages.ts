import type { ErrorKey, Language } from '@parcelhub/contracts';

/** The words for every error key, in the three languages. `{name}` placeholders take the error's params. */
export const ERROR_MESSAGES: Record<ErrorKey, Record<Language, string>> = {
  VALIDATION_FAILED: { zh: '参数错误', en: 'Invalid parameters', ko: '매개변수가 올바르지 않습니다' },
  BAD_REQUEST: { zh: '请求错误', en: 'Request error', ko: '잘못된 요청입니다' },
  PASSWORD_DECRYPT_FAILED: {
    zh: '密码解密失败，请刷新页面后重试',
    en: 'The password could not be decrypted; reload the page and try again',
    ko: '비밀번호를 해독할 수 없습니다. 페이지를 새로 고친 후 다시 시도하세요',
  },
  CAPTCHA_INVALID: { zh: '验证码错误', en: 'Wrong verification code', ko: '인증 코드가 올바르지 않습니다' },
  CAPTCHA_EXPIRED: {
    zh: '验证码不存在或已过期',
    en: 'The verification code has expired, get a new one',
    ko: '인증 코드가 만료되었습니다. 새로 받으세요',
  },
  SLIDER_REQUIRED: {
    zh: '请先完成滑块验证',
    en: 'Complete the slider check first',
    ko: '먼저 슬라이더 인증을 완료하세요',
  },
  SMS_CODE_INVALID: {
    zh: '短信验证码错误或已过期',
    en: 'The SMS code is wrong or has expired',
    ko: 'SMS 인증번호가 틀렸거나 만료되었습니다',
  },
  EMAIL_CODE_INVALID: {
    zh: '邮箱验证码错误或已过期',
    en: 'The email code is wrong or has expired',
    ko: '이메일 인증번호가 틀렸거나 만료되었습니다',
  },
  OLD_PASSWORD_WRONG: { zh: '旧密码错误', en: 'The old password is wrong', ko: '기존 비밀번호가 올바르지 않습니다' },
  PASSWORD_SAME_AS_OLD: {
    zh: '新密码不能与旧密码相同',
    en: 'The new password must differ from the old one',
    ko: '새 비밀번호는 기존 비밀번호와 달라야 합니다',
  },
  PASSWORD_WRONG: { zh: '密码错误', en: 'Wrong password', ko: '비밀번호가 올바르지 않습니다' },
  COUNTRY_UNKNOWN: { zh: '国家/地区不存在：{code}', en: 'Unknown country: {code}', ko: '알 수 없는 국가: {code}' },
  UNAUTHORIZED: {
    zh: '当前登录状态已过期，请重新登录',
    en: 'Current login status has expired, please log in again',
    ko: '로그인 상태가 만료되었습니다. 다시 로그인하세요',
  },
  SESSION_EXPIRED: {
    zh: '当前登录状态已过期，请重新登录',
    en: 'Current login status has expired, please log in again',
    ko: '로그인 상태가 만료되었습니다. 다시 로그인하세요',
  },
  BAD_CREDENTIALS: {
    zh: '用户名或密码错误',
    en: 'Incorrect user name or password',
    ko: '사용자 이름 또는 비밀번호가 올바르지 않습니다',
  },
  NOT_APPROVED: {
    zh: '账号正在审核中（1-3 个工作日），审核通过后即可登录',
    en: 'Your account is under review (1 to 3 days); you can sign in once it is approved',
    ko: '계정 심사 중입니다(1~3일). 승인 후 로그인할 수 있습니다',
  },
  ACCOUNT_DISABLED: {
    zh: '账号已停用，请联系管理员',
    en: 'This account is disabled; contact the administrator',
    ko: '비활성화된 계정입니다. 관리자에게 문의하세요',
  },
  FORBIDDEN: {
    zh: '没有权限，请联系管理员',
    en: 'No permission; contact the administrator',
    ko: '권한이 없습니다. 관리자에게 문의하세요',
  },
  NOT_FOUND: { zh: '数据不存在', en: 'Not found', ko: '데이터가 존재하지 않습니다' },
  ROUTE_NOT_FOUND: { zh: '接口不存在', en: 'No such interface', ko: '존재하지 않는 인터페이스입니다' },
  ADDRESS_NOT_FOUND: { zh: '地址不存在', en: 'Address not found', ko: '주소가 존재하지 않습니다' },
  USER_NOT_FOUND: { zh: '用户不存在', en: 'User not found', ko: '사용자가 존재하지 않습니다' },
  USERNAME_TAKEN: {
    zh: '账号 {username} 已被注册',
    en: 'The account {username} is already taken',
    ko: '계정 {username}은(는) 이미 사용 중입니다',
  },
  PHONE_TAKEN: {
    zh: '该手机号已注册',
    en: 'This phone number is already registered',
    ko: '이미 등록된 휴대폰 번호입니다',
  },
  EMAIL_TAKEN: { zh: '该邮箱已被使用', en: 'This email is already in use', ko: '이미 사용 중인 이메일입니다' },
  ALREADY_APPROVED: { zh: '该账号已审核通过', en: 'This account is already approved', ko: '이미 승인된 계정입니다' },
  PAYLOAD_TOO_LARGE: { zh: '上传内容过大', en: 'The upload is too large', ko: '업로드 크기가 너무 큽니다' },
  ACCOUNT_LOCKED: {
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins; try again in {minutes} minutes',
    ko: '로그인 실패가 너무 많습니다. {minutes}분 후에 다시 시도하세요',
  },
  SMS_TOO_FREQUENT: {
    zh: '发送过于频繁，请 {seconds} 秒后再试',
    en: 'Too frequent; try again in {seconds} seconds',
    ko: '너무 자주 요청했습니다. {seconds}초 후에 다시 시도하세요',
  },
  TOO_MANY_REQUESTS: { zh: '请求过于频繁', en: 'Too many requests', ko: '요청이 너무 많습니다' },
  NOT_READY: {
    zh: '服务正在启动，请稍后再试',
    en: 'The service is starting, try again shortly',
    ko: '서비스가 시작 중입니다. 잠시 후 다시 시도하세요',
  },
  INTERNAL: {
    zh: '服务异常，请稍后再试',
    en: 'The service is abnormal, please try again later',
    ko: '서비스에 문제가 발생했습니다. 잠시 후 다시 시도하세요',
  },
};
