import { useState } from 'react';
import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/components/feedback';
import { useRules } from '../../../shared/forms/useRules';
import { useCountdown } from '../../../shared/hooks/useCountdown';
import { hasErrorKey } from '../../../shared/http';
import { authApi, type SmsPurpose } from '../api/authApi';
import { SliderCaptcha } from './SliderCaptcha';
import { SmsCodeField } from './SmsCodeField';

/**
 * Sending an SMS code for a phone (registration, password reset). An SMS costs money: the slider must be passed
 * before it goes out (spec §5), and each pass sends one; a refused or spent pass needs a new puzzle.
 */
export function useSmsSender(form: FormInstance, purpose: SmsPurpose) {
  const { t } = useTranslation('auth');
  const { message } = useFeedback();
  const countdown = useCountdown();
  const [sliderReset, setSliderReset] = useState(0);
  const [sending, setSending] = useState(false);

  const restartSlider = () => {
    form.setFieldValue('sliderToken', null);
    setSliderReset((k) => k + 1);
  };

  const send = async () => {
    const { phone, sliderToken } = (await form.validateFields(['phone', 'sliderToken'])) as {
      phone: string;
      sliderToken: string | null;
    };
    if (!sliderToken) return;
    setSending(true);
    try {
      const answer = await authApi.sendSms(phone.trim(), purpose, sliderToken);
      countdown.start(answer.resendAfter);
      void message.success(t('register.codeSent'));
    } catch (e) {
      // The client showed why.
      if (hasErrorKey(e, 'SLIDER_REQUIRED')) restartSlider();
    } finally {
      setSending(false);
    }
  };

  return { countdown, sliderReset, sending, restartSlider, send };
}

interface Props {
  sender: ReturnType<typeof useSmsSender>;
  labels: { phone: string; code: string };
  /** `register` gives `register-phone`, `register-code` and `register-send-code`. */
  testIdPrefix: string;
}

/** The phone, the slider that guards the SMS, and the code with its send button (fields phone, sliderToken, code). */
export function PhoneCodeFields({ sender, labels, testIdPrefix }: Props) {
  const { t } = useTranslation('auth');
  const rules = useRules();
  return (
    <>
      <Form.Item name="phone" label={labels.phone} rules={[rules.required(), rules.mobile()]}>
        <Input
          placeholder={t('register.phonePlaceholder')}
          maxLength={11}
          inputMode="tel"
          data-testid={`${testIdPrefix}-phone`}
        />
      </Form.Item>
      <Form.Item
        name="sliderToken"
        label={t('register.slider')}
        required
        rules={[
          {
            validator: async (_r, v: unknown) => {
              if (!v) throw new Error(rules.msg('slider'));
            },
          },
        ]}
      >
        <SliderCaptcha resetKey={sender.sliderReset} />
      </Form.Item>
      <SmsCodeField
        label={labels.code}
        testIdPrefix={testIdPrefix}
        sending={sender.sending}
        countdown={sender.countdown}
        onSend={() => void sender.send().catch(() => undefined)}
      />
    </>
  );
}
