import { Form, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWeight } from '../../../shared/format';
import { BoxListField, type BoxValues } from '../../quote';
import { boxesSummary } from './draft';

/** Step 2: each box with its measures (cm) and weight (kg); add, copy below, remove. */
export function BoxesStep({ form, boxes }: { form: FormInstance; boxes: BoxValues[] }) {
  const { t } = useTranslation('orders');
  const summary = boxesSummary(boxes);
  return (
    <div data-testid="order-step-boxes">
      <Form.Item label={t('wizard.boxes.title')} required style={{ marginBottom: 8 }}>
        <BoxListField form={form} />
      </Form.Item>
      <Typography.Text type="secondary" data-testid="order-boxes-total">
        {t('wizard.service.boxesSummary', { count: summary.count, weight: formatWeight(summary.weight) })}
      </Typography.Text>
    </div>
  );
}
