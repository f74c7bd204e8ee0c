import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  shown: { username: string; password: string } | null;
  onClose: () => void;
}

/** Shows a server-made password once, with a copy button; it is not kept anywhere after closing. */
export function TemporaryPasswordModal({ shown, onClose }: Props) {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  return (
    <Modal
      title={t('users.tempTitle')}
      open={!!shown}
      onCancel={onClose}
      onOk={onClose}
      okText={tc('actions.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('users.tempHelp')}</Typography.Paragraph>
      <Typography.Paragraph>
        {shown?.username}:{' '}
        <Typography.Text code copyable data-testid="user-temp-password">
          {shown?.password}
        </Typography.Text>
      </Typography.Paragraph>
    </Modal>
  );
}
