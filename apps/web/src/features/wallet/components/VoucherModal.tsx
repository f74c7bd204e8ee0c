import { useEffect, useState } from 'react';
import { Alert, Modal, Spin, Typography } from 'antd';
import type { Recharge } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { walletApi } from '../api/walletApi';

/** A recharge's voucher: an image shown, a pdf offered to open (both fetched with the session's token). */
export function VoucherModal({ recharge, onClose }: { recharge: Recharge | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const [file, setFile] = useState<{ url: string; image: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const url = recharge?.voucherUrl ?? null;

  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let live = true;
    setFile(null);
    setFailed(false);
    walletApi.voucher(url).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setFile({ url: objectUrl, image: blob.type.startsWith('image/') });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  return (
    <Modal
      open={recharge !== null}
      title={recharge ? t('review.voucherTitle', { no: recharge.rechargeNo }) : ''}
      footer={null}
      width={720}
      onCancel={onClose}
      data-testid="voucher-modal"
    >
      {failed ? (
        <Alert type="error" title={t('review.voucherFailed')} />
      ) : !file ? (
        <Spin description={t('review.voucherLoading')}>
          <div style={{ height: 120 }} />
        </Spin>
      ) : file.image ? (
        <img src={file.url} alt={recharge?.rechargeNo} style={{ maxWidth: '100%' }} data-testid="voucher-image" />
      ) : (
        <Typography.Link href={file.url} target="_blank" rel="noopener" data-testid="voucher-link">
          {t('review.openFile')}
        </Typography.Link>
      )}
    </Modal>
  );
}
