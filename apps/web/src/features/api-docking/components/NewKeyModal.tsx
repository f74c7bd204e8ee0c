import { Alert, Modal, Typography } from 'antd';
import type { ApiKeyCreated } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';

/** The key, once: the server keeps only its hash, so closing this dialog is the last time anyone sees it. */
export function NewKeyModal({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation('api-docking');
  return (
    <Modal
      open={created !== null}
      title={t('newKey.title', { mode: created ? t(`modes.${created.mode}`) : '' })}
      onCancel={onClose}
      onOk={onClose}
      okText={t('newKey.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('newKey.once')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        copyable={{ text: created?.key ?? '', tooltips: [t('newKey.copy'), t('newKey.copied')] }}
        code
        style={{ wordBreak: 'break-all' }}
        {...testIdProps('api-new-key')}
      >
        {created?.key}
      </Typography.Paragraph>
    </Modal>
  );
}
