import { useEffect } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { RechargeRejectInput, type Recharge } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { isApiError } from '../../../shared/http';
import { useReview } from '../hooks/useWallet';
import { placeError } from './formErrors';

/** Rejects a pending offline recharge with the reason the customer will read. */
export function RejectModal({ recharge, onClose }: { recharge: Recharge | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const { message, notification } = App.useApp();
  const { rules } = useZodRules(RechargeRejectInput);
  const [form] = Form.useForm<{ reason: string }>();
  const { reject } = useReview();

  useEffect(() => {
    if (recharge) form.resetFields();
  }, [recharge, form]);

  const submit = async () => {
    const { reason } = await form.validateFields();
    try {
      await reject.mutateAsync({ id: recharge!.id, reason: reason.trim() });
      void message.success(t('review.rejected'));
      onClose();
    } catch (e) {
      if (!placeError(form, e, ['reason'], {}))
        notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      open={recharge !== null}
      title={recharge ? t('review.rejectTitle', { no: recharge.rechargeNo }) : ''}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={reject.isPending}
      okText={t('review.reject')}
      cancelText={tc('actions.cancel')}
      okButtonProps={{ danger: true, ...testIdProps('recharge-reject-submit') }}
      forceRender
    >
      <Form form={form} name="recharge-reject-form" layout="vertical">
        <Form.Item name="reason" label={t('review.reason')} rules={rules.reason}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="recharge-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
