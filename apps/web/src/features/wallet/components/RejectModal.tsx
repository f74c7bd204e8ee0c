import { Form, Input } from 'antd';
import { RechargeRejectInput, type Recharge } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useReview } from '../hooks/useWallet';

/** Rejects a pending offline recharge with the reason the customer will read. */
export function RejectModal({ recharge, onClose }: { recharge: Recharge | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { rules } = useZodRules(RechargeRejectInput);
  const { reject } = useReview();

  return (
    <FormModal
      open={recharge !== null}
      title={recharge ? t('review.rejectTitle', { no: recharge.rechargeNo }) : ''}
      name="recharge-reject-form"
      schema={RechargeRejectInput}
      fields={['reason']}
      resetKey={recharge}
      onSubmit={({ reason }) => reject.mutateAsync({ id: recharge?.id ?? 0, reason })}
      successMessage={t('review.rejected')}
      onClose={onClose}
      okText={t('review.reject')}
      saveTestId="recharge-reject-submit"
      modalProps={{ okButtonProps: { danger: true } }}
    >
      <Form.Item name="reason" label={t('review.reason')} rules={rules.reason}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="recharge-reject-reason" />
      </Form.Item>
    </FormModal>
  );
}
