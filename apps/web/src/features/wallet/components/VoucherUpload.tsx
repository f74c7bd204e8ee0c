import { useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { walletApi } from '../api/walletApi';

interface Props {
  /** The uploaded file's id (a form item's value). */
  value?: number;
  onChange?: (id: number | undefined) => void;
  onError?: (message: string) => void;
  /** Told when an upload starts and ends: the form must not be sent while the voucher is still on its way. */
  onUploadingChange?: (uploading: boolean) => void;
}

const ACCEPT = '.png,.jpg,.jpeg,.bmp,.pdf,image/png,image/jpeg,image/bmp,application/pdf';

/** One voucher: uploaded at once (the server checks its bytes), its id kept as the form's value. */
export function VoucherUpload({ onChange, onError, onUploadingChange }: Props) {
  const { t } = useTranslation('wallet');
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <div data-testid="recharge-voucher">
      <Upload
        accept={ACCEPT}
        maxCount={1}
        fileList={files}
        customRequest={({ file, onSuccess, onError: failed }) => {
          onUploadingChange?.(true);
          walletApi.uploadVoucher(file as File).then(
            (stored) => {
              onUploadingChange?.(false);
              onChange?.(stored.id);
              onSuccess?.(stored);
            },
            (e: unknown) => {
              onUploadingChange?.(false);
              onChange?.(undefined);
              onError?.(isApiError(e) ? e.message : String(e));
              failed?.(e as Error);
            },
          );
        }}
        onChange={({ fileList }) => setFiles(fileList.slice(-1))}
        onRemove={() => {
          onChange?.(undefined);
          return true;
        }}
      >
        <Button icon={<UploadOutlined />} data-testid="recharge-voucher-button">
          {t('recharge.upload')}
        </Button>
      </Upload>
    </div>
  );
}
