import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';

/** A signing secret, once: the list only ever shows its start. */
export function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      open={secret !== null}
      title={t('secret.title')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('secret.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('secret.once')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        copyable={{ text: secret ?? '', tooltips: [t('secret.copy'), t('secret.copied')] }}
        code
        style={{ wordBreak: 'break-all' }}
        {...testIdProps('webhook-secret')}
      >
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
