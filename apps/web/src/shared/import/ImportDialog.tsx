import { useState } from 'react';
import { App, Button, Modal, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../components/testId';

/** Spec 000 §5: Excel only for imports, at most 20 MB, a file must be chosen. */
export const MAX_IMPORT_MB = 20;

export function importFileProblem(
  file: { name: string; size: number } | null,
): 'required' | 'onlyXlsx' | 'tooLarge' | null {
  if (!file) return 'required';
  if (!/\.xlsx$/i.test(file.name)) return 'onlyXlsx';
  if (file.size > MAX_IMPORT_MB * 1024 * 1024) return 'tooLarge';
  return null;
}

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  onTemplate: () => Promise<void>;
  /** Sends the file; the dialog closes and says the task was submitted when it resolves. */
  onSubmit: (file: File) => Promise<unknown>;
  testId: string;
}

/** The shared import dialog: template download, one .xlsx chosen, submitted to the task center. */
export function ImportDialog({ open, title, onClose, onTemplate, onSubmit, testId }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (f: File) => {
    const problem = importFileProblem(f);
    setError(problem ? t(`import.${problem}`, { max: MAX_IMPORT_MB }) : null);
    setFile(problem ? null : f);
    return false; // kept here, sent on submit
  };

  const submit = async () => {
    const problem = importFileProblem(file);
    if (problem || !file) {
      setError(t(`import.${problem ?? 'required'}`, { max: MAX_IMPORT_MB }));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(file);
      void message.success(t('import.submitted'));
      setFile(null);
      onClose();
    } catch {
      // the HTTP client showed why
    } finally {
      setBusy(false);
    }
  };

  const list: UploadFile[] = file ? [{ uid: '1', name: file.name, status: 'done' }] : [];
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('import.start')}
      okButtonProps={{ loading: busy, ...testIdProps(`${testId}-import-submit`) }}
      cancelText={t('actions.cancel')}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void onTemplate().catch(() => undefined)}
          data-testid={`${testId}-template`}
        >
          {t('import.template')}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={list}
          beforeUpload={choose}
          onRemove={() => setFile(null)}
          data-testid={`${testId}-import-file`}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.choose')}</p>
          <p className="ant-upload-hint">{t('import.hint', { max: MAX_IMPORT_MB })}</p>
        </Upload.Dragger>
        {error ? (
          <Typography.Text type="danger" data-testid={`${testId}-import-error`}>
            {error}
          </Typography.Text>
        ) : null}
      </Space>
    </Modal>
  );
}
