import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const POINTS = ['rows', 'order', 'declarations', 'sender', 'rules', 'money'] as const;

/** Step 2: how to fill the template in (the template's notes sheet says the same at length). */
export function FillInStep() {
  const { t } = useTranslation('order-batch');
  return (
    <ul data-testid="order-batch-instructions" style={{ paddingLeft: 20, margin: 0 }}>
      {POINTS.map((p) => (
        <li key={p}>
          <Typography.Text>{t(`fill.${p}`)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
