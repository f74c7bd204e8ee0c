import {
  accountEndpoints as endpoints,
  authEndpoints,
  type CommitRegistInput,
  type ResetPasswordInput,
  type UpdateEmailInput,
  type UpdatePassInput,
} from '@parcelhub/contracts';
import { call, callObj } from '../../../shared/http/endpoint';

export type SmsPurpose = 'REGISTER' | 'RESET_PASSWORD';

export const authApi = {
  captcha: () => callObj(authEndpoints.captcha, {}, { silent: true, dedupe: false }),
  slider: () => callObj(endpoints.slider, {}, { dedupe: false }),
  verifySlider: (id: string, x: number) => callObj(endpoints.sliderVerify, { body: { id, x } }),
  sendSms: (phone: string, purpose: SmsPurpose, sliderToken?: string) =>
    callObj(endpoints.sendSms, { params: { phone }, body: sliderToken ? { purpose, sliderToken } : { purpose } }),
  commitRegist: (input: CommitRegistInput) => callObj(endpoints.register, { body: input }, { silent: true }),
  resetPassword: (input: ResetPasswordInput) => call(endpoints.resetPassword, { body: input }, { silent: true }),
  updatePass: (input: UpdatePassInput) => call(endpoints.updatePassword, { body: input }, { silent: true }),
  sendEmailCode: (email: string) => callObj(endpoints.sendEmailCode, { body: { email } }),
  updateEmail: (code: string, input: UpdateEmailInput) =>
    call(endpoints.updateEmail, { params: { code }, body: input }, { silent: true }),
};
