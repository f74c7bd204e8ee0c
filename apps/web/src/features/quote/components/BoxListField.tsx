import { useMemo } from 'react';
import { Button, Col, Form, InputNumber, Row, Tooltip, Typography, type FormInstance } from 'antd';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_QUOTE_BOXES, QuoteBox, validationMessage } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { BOX_FIELDS, type BoxField, type BoxValues } from './quoteForm';

/** Decimals the contract takes: 2 for centimetres, 3 for kilograms. */
const PRECISION: Record<BoxField, number> = { length: 2, width: 2, height: 2, weight: 3 };

interface Props {
  form: FormInstance;
}

/**
 * The boxes: one row each (length, width, height in cm, weight in kg), added, copied below or removed. Every
 * figure carries the contract's rule (required, above zero, at most its decimals); the list itself needs one box
 * and takes at most MAX_QUOTE_BOXES. Two figures a row on a phone, four on a wider screen.
 */
export function BoxListField({ form }: Props) {
  const { t } = useTranslation('quote');
  const { rules: zodRules, lang } = useZodRules(QuoteBox);
  // An empty figure is "required" rather than the decimal rule's "must be a number"; then the contract's own rule.
  const rules = useMemo(
    () =>
      Object.fromEntries(
        BOX_FIELDS.map((f) => [f, [{ required: true, message: validationMessage('required', lang) }, ...zodRules[f]]]),
      ) as typeof zodRules,
    [zodRules, lang],
  );
  const listRules = useMemo(
    () => [
      {
        validator: async (_: unknown, boxes: unknown) => {
          const count = Array.isArray(boxes) ? boxes.length : 0;
          if (count === 0) throw new Error(t('form.noBoxes'));
          if (count > MAX_QUOTE_BOXES) throw new Error(t('form.tooManyBoxes', { max: MAX_QUOTE_BOXES }));
        },
      },
    ],
    [t],
  );

  return (
    <Form.List name="boxes" rules={listRules}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="quote-boxes">
          {fields.map((field, index) => (
            <Row key={field.key} gutter={[8, 0]} align="top" wrap={false} data-testid={`quote-box-${index}`}>
              <Col flex="none" style={{ paddingTop: 4, minWidth: 28 }}>
                <Typography.Text type="secondary">#{index + 1}</Typography.Text>
              </Col>
              <Col flex="1 1 0" style={{ minWidth: 0 }}>
                <Row gutter={[8, 0]}>
                  {BOX_FIELDS.map((f) => (
                    <Col key={f} xs={12} md={6}>
                      <Form.Item name={[field.name, f]} rules={rules[f]} validateFirst style={{ marginBottom: 8 }}>
                        <InputNumber<string>
                          stringMode
                          min="0"
                          precision={PRECISION[f]}
                          prefix={t(`form.short.${f}`)}
                          suffix={f === 'weight' ? 'kg' : 'cm'}
                          placeholder={t(`form.${f}`)}
                          aria-label={`${t(`form.${f}`)} #${index + 1}`}
                          inputMode="decimal"
                          style={{ width: '100%' }}
                          data-testid={`quote-box-${index}-${f}`}
                        />
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </Col>
              <Col flex="none" style={{ paddingTop: 2 }}>
                <Tooltip title={t('form.copyBox')}>
                  <Button
                    type="text"
                    icon={<CopyOutlined />}
                    aria-label={`${t('form.copyBox')} #${index + 1}`}
                    disabled={fields.length >= MAX_QUOTE_BOXES}
                    data-testid={`quote-box-${index}-copy`}
                    onClick={() => {
                      const row = (form.getFieldValue(['boxes', field.name]) ?? {}) as BoxValues;
                      add({ ...row }, index + 1);
                    }}
                  />
                </Tooltip>
                <Tooltip title={t('form.removeBox')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('form.removeBox')} #${index + 1}`}
                    data-testid={`quote-box-${index}-remove`}
                    onClick={() => remove(field.name)}
                  />
                </Tooltip>
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={fields.length >= MAX_QUOTE_BOXES}
            onClick={() => add({})}
            data-testid="quote-box-add"
            style={{ marginTop: 4 }}
          >
            {t('form.addBox')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
