import type {
  CaptchaResult,
  CommitRegistInput,
  ResetPasswordInput,
  SendSmsResult,
  SliderChallenge,
  SliderVerifyResult,
  UpdateEmailInput,
  UpdatePassInput,
} from '@parcelhub/contracts';
import { http } from '../../../shared/http';

export type SmsPurpose = 'REGISTER' | 'RESET_PASSWORD';
export interface CommitRegistResult {
  id: number;
  username: string;
  status: 'UNDER_REVIEW';
}
/** sendEmailCode is not typed by the contracts; the server answers like sendSms, when it answers anything. */
export interface SendCodeAnswer {
  resendAfter?: number;
  expiresIn?: number;
}

export const authApi = {
  captcha: () => http.obj<CaptchaResult>('auth/code', { silent: true, dedupe: false }),
  slider: () => http.obj<SliderChallenge>('api/account/slider', { dedupe: false }),
  verifySlider: (id: string, x: number) =>
    http.obj<SliderVerifyResult>('api/account/slider/verify', { method: 'POST', body: { id, x } }),
  sendSms: (phone: string, purpose: SmsPurpose, sliderToken?: string) =>
    http.obj<SendSmsResult>(`api/account/sendSms/${encodeURIComponent(phone)}`, {
      method: 'POST',
      body: sliderToken ? { purpose, sliderToken } : { purpose },
    }),
  commitRegist: (input: CommitRegistInput) =>
    http.obj<CommitRegistResult>('api/account/commitRegist', { method: 'POST', body: input, silent: true }),
  resetPassword: (input: ResetPasswordInput) =>
    http.request('api/account/resetPassword', { method: 'POST', body: input, silent: true }),
  updatePass: (input: UpdatePassInput) =>
    http.request('api/users/updatePass/', { method: 'POST', body: input, silent: true }),
  sendEmailCode: (email: string) =>
    http.request<{ obj?: SendCodeAnswer | null }>('api/account/sendEmailCode', { method: 'POST', body: { email } }),
  updateEmail: (code: string, input: UpdateEmailInput) =>
    http.request(`api/users/updateEmail/${encodeURIComponent(code)}`, { method: 'POST', body: input, silent: true }),
};
