import { Flex, Tag, Typography } from 'antd';
import type { HomeBucket } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';

/** The home overview's bucket the list was opened with; closing it shows the list without it. */
export function BucketTag({ bucket, onClose, testId }: { bucket: HomeBucket; onClose: () => void; testId: string }) {
  const { t } = useTranslation('orders');
  return (
    <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">{t('list.bucket')}:</Typography.Text>
      <Tag
        color="blue"
        closable
        onClose={(e) => {
          e.preventDefault();
          onClose();
        }}
        data-testid={testId}
      >
        {t(`bucket.${bucket}`)}
      </Tag>
    </Flex>
  );
}
