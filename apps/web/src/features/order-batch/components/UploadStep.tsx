import { useState } from 'react';
import { Button, Space, Typography, Upload, type UploadFile } from 'antd';
import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { importFileProblem, MAX_IMPORT_MB } from '../../../shared/import/ImportDialog';

interface Props {
  /** Sends the file; the page moves to the result when it resolves. */
  onSubmit: (file: File) => Promise<unknown>;
}

/** Step 3: one .xlsx chosen (spec §5: Excel only, "please select a file first"), then sent. */
export function UploadStep({ onSubmit }: Props) {
  const { t } = useTranslation('order-batch');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const say = (problem: NonNullable<ReturnType<typeof importFileProblem>>) =>
    t(`upload.${problem}`, { max: MAX_IMPORT_MB });

  const choose = (f: File) => {
    const problem = importFileProblem(f);
    setError(problem ? say(problem) : null);
    setFile(problem ? null : f);
    return false; // kept here, sent on submit
  };

  const submit = async () => {
    const problem = importFileProblem(file);
    if (problem || !file) {
      setError(say(problem ?? 'required'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(file);
      setFile(null);
    } catch {
      // the HTTP client showed why
    } finally {
      setBusy(false);
    }
  };

  const list: UploadFile[] = file ? [{ uid: '1', name: file.name, status: 'done' }] : [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload.Dragger
        accept=".xlsx"
        maxCount={1}
        fileList={list}
        beforeUpload={choose}
        onRemove={() => setFile(null)}
        data-testid="order-batch-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('upload.choose')}</p>
        <p className="ant-upload-hint">{t('upload.hint', { max: MAX_IMPORT_MB })}</p>
      </Upload.Dragger>
      {error ? (
        <Typography.Text type="danger" data-testid="order-batch-file-error">
          {error}
        </Typography.Text>
      ) : null}
      <Button
        type="primary"
        icon={<UploadOutlined />}
        loading={busy}
        onClick={() => void submit()}
        data-testid="order-batch-submit"
      >
        {t('upload.submit')}
      </Button>
    </Space>
  );
}
