import { useState } from 'react';
import { Alert, App, Input, Modal, Typography } from 'antd';
import { BAY_IMPORT_MAX_CHARS } from '@parcelhub/contracts';
import { isApiError } from '../../../shared/http/ApiError';
import { useTranslation } from 'react-i18next';
import { useImportBays } from '../hooks/useWarehouses';

interface Props {
  open: boolean;
  warehouseId: number;
  onClose: () => void;
}

/** Bays from text: one a line, "number distance"; a bad line refuses the whole text, named by its line number. */
export function BayImportModal({ open, warehouseId, onClose }: Props) {
  const { t } = useTranslation('warehouses');
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = useImportBays();

  const submit = async () => {
    setError(null);
    try {
      const result = await run.mutateAsync({ warehouseId, text });
      void message.success(t('bays.imported', { added: result.added, updated: result.updated }));
      setText('');
      onClose();
    } catch (e) {
      if (isApiError(e) && e.kind === 'canceled') return;
      setError(isApiError(e) ? (e.fieldErrors[0]?.message ?? e.message) : (e as Error).message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('bays.importTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('bays.importOk')}
      confirmLoading={run.isPending}
      okButtonProps={{ disabled: text.trim() === '', 'data-testid': 'bay-import-ok' } as never}
      width="min(520px, 100vw)"
      destroyOnHidden
      data-testid="bay-import-modal"
    >
      <Typography.Paragraph type="secondary">{t('bays.importHint')}</Typography.Paragraph>
      <Input.TextArea
        rows={10}
        value={text}
        maxLength={BAY_IMPORT_MAX_CHARS}
        onChange={(e) => setText(e.target.value)}
        placeholder={'1 1.5\n2 3\n3,4.5'}
        style={{ fontFamily: 'monospace' }}
        data-testid="bay-import-text"
      />
      {error ? (
        <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} data-testid="bay-import-error" />
      ) : null}
    </Modal>
  );
}
