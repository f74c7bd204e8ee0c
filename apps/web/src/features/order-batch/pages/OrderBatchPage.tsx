import { useState } from 'react';
import { Button, Card, Flex, Space, Steps, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TASK_KEYS } from '../../tasks';
import { batchApi } from '../api/batchApi';
import { BatchHistory } from '../components/BatchHistory';
import { FillInStep } from '../components/FillInStep';
import { ResultStep } from '../components/ResultStep';
import { UploadStep } from '../components/UploadStep';
import { BATCH_KEYS } from '../hooks/useBatch';

const STEPS = ['template', 'fill', 'upload', 'result'] as const;

/**
 * Batch orders (spec 001 §2): download the template, fill it in, upload it, see the result; the batch history
 * below. The upload becomes a task of the task center; this page follows it.
 */
export function OrderBatchPage() {
  const { t } = useTranslation('order-batch');
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [batchId, setBatchId] = useState<number | null>(null);

  const upload = async (file: File) => {
    const submitted = await batchApi.upload(file);
    setBatchId(submitted.batchId);
    setStep(3);
    void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: BATCH_KEYS.lists() });
  };

  const body = [
    <Space orientation="vertical" key="template">
      <Typography.Text>{t('template.intro')}</Typography.Text>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        onClick={() => void batchApi.template().catch(() => undefined)}
        data-testid="order-batch-template"
      >
        {t('template.download')}
      </Button>
    </Space>,
    <FillInStep key="fill" />,
    <UploadStep key="upload" onSubmit={upload} />,
    batchId !== null ? (
      <ResultStep
        key="result"
        batchId={batchId}
        onAgain={() => {
          void queryClient.invalidateQueries({ queryKey: BATCH_KEYS.lists() });
          setStep(2);
        }}
      />
    ) : null,
  ][step];

  return (
    <div data-testid="order-batch-page">
      <Card className="ph-page-card" title={t('title')}>
        <Steps
          current={step}
          items={STEPS.map((s) => ({ title: t(`steps.${s}`) }))}
          style={{ marginBottom: 24 }}
          data-testid="order-batch-steps"
        />
        <div data-testid={`order-batch-step-${STEPS[step]}`}>{body}</div>
        {step < 2 ? (
          <Flex gap={8} style={{ marginTop: 24 }}>
            {step > 0 ? (
              <Button onClick={() => setStep(step - 1)} data-testid="order-batch-previous">
                {t('actions.previous')}
              </Button>
            ) : null}
            <Button type="primary" onClick={() => setStep(step + 1)} data-testid="order-batch-next">
              {t('actions.next')}
            </Button>
          </Flex>
        ) : step === 2 ? (
          <Button style={{ marginTop: 24 }} onClick={() => setStep(1)} data-testid="order-batch-previous">
            {t('actions.previous')}
          </Button>
        ) : null}
      </Card>
      <BatchHistory />
    </div>
  );
}
