import { useMemo } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Tooltip, Typography, type FormInstance } from 'antd';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_ORDER_DECLARATIONS, OrderDeclaration, validationMessage } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { declaredValue, type DeclarationValues } from './draft';

interface Props {
  form: FormInstance;
  declarations: DeclarationValues[];
}

/**
 * Step 3: what is in the boxes, line by line (English name required, Chinese name and HS code optional, quantity,
 * unit value in US dollars, unit weight in kg). The declared value, the sum of quantity × unit value, follows live.
 */
export function DeclarationsStep({ form, declarations }: Props) {
  const { t } = useTranslation('orders');
  const { rules: zodRules, lang } = useZodRules(OrderDeclaration);
  // An empty figure says "required" rather than "must be a number".
  const rules = useMemo(() => {
    const required = { required: true, message: validationMessage('required', lang) };
    return {
      ...zodRules,
      quantity: [required, ...zodRules.quantity],
      unitValue: [required, ...zodRules.unitValue],
      unitWeight: [required, ...zodRules.unitWeight],
    };
  }, [zodRules, lang]);
  const listRules = useMemo(
    () => [
      {
        validator: async (_: unknown, lines: unknown) => {
          const count = Array.isArray(lines) ? lines.length : 0;
          if (count === 0) throw new Error(t('wizard.declarations.none'));
          if (count > MAX_ORDER_DECLARATIONS)
            throw new Error(validationMessage('tooMany', lang, { max: MAX_ORDER_DECLARATIONS }));
        },
      },
    ],
    [t, lang],
  );

  return (
    <div data-testid="order-step-declarations">
      <Form.List name="declarations" rules={listRules}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Row key={field.key} gutter={8} align="top" wrap={false} data-testid={`order-decl-${index}`}>
                <Col flex="none" style={{ paddingTop: 30, minWidth: 28 }}>
                  <Typography.Text type="secondary">#{index + 1}</Typography.Text>
                </Col>
                <Col flex="1 1 0" style={{ minWidth: 0 }}>
                  {/* Bottom-aligned: a label that wraps (a narrow column, a long language) keeps its input in line. */}
                  <Row gutter={8} align="bottom">
                    <Col xs={24} md={6}>
                      <Form.Item name={[field.name, 'nameEn']} label={t('fields.nameEn')} rules={rules.nameEn}>
                        <Input maxLength={200} data-testid={`order-decl-${index}-nameEn`} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item name={[field.name, 'nameZh']} label={t('fields.nameZh')} rules={rules.nameZh}>
                        <Input maxLength={200} data-testid={`order-decl-${index}-nameZh`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[field.name, 'hsCode']} label={t('fields.hsCode')} rules={rules.hsCode}>
                        <Input maxLength={10} inputMode="numeric" data-testid={`order-decl-${index}-hsCode`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item
                        name={[field.name, 'quantity']}
                        label={t('fields.quantity')}
                        rules={rules.quantity}
                        validateFirst
                      >
                        <InputNumber
                          min={1}
                          precision={0}
                          style={{ width: '100%' }}
                          data-testid={`order-decl-${index}-quantity`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item
                        name={[field.name, 'unitValue']}
                        label={t('fields.unitValue')}
                        rules={rules.unitValue}
                        validateFirst
                      >
                        <InputNumber<string>
                          stringMode
                          min="0"
                          precision={2}
                          prefix="$"
                          inputMode="decimal"
                          style={{ width: '100%' }}
                          data-testid={`order-decl-${index}-unitValue`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item
                        name={[field.name, 'unitWeight']}
                        label={t('fields.unitWeight')}
                        rules={rules.unitWeight}
                        validateFirst
                      >
                        <InputNumber<string>
                          stringMode
                          min="0"
                          precision={3}
                          suffix="kg"
                          inputMode="decimal"
                          style={{ width: '100%' }}
                          data-testid={`order-decl-${index}-unitWeight`}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                </Col>
                <Col flex="none" style={{ paddingTop: 28 }}>
                  <Tooltip title={t('wizard.declarations.copy')}>
                    <Button
                      type="text"
                      icon={<CopyOutlined />}
                      aria-label={`${t('wizard.declarations.copy')} #${index + 1}`}
                      disabled={fields.length >= MAX_ORDER_DECLARATIONS}
                      onClick={() => add({ ...(form.getFieldValue(['declarations', field.name]) ?? {}) }, index + 1)}
                      data-testid={`order-decl-${index}-copy`}
                    />
                  </Tooltip>
                  <Tooltip title={t('wizard.declarations.remove')}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('wizard.declarations.remove')} #${index + 1}`}
                      onClick={() => remove(field.name)}
                      data-testid={`order-decl-${index}-remove`}
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
              disabled={fields.length >= MAX_ORDER_DECLARATIONS}
              onClick={() => add({})}
              data-testid="order-decl-add"
              style={{ margin: '4px 0 12px' }}
            >
              {t('wizard.declarations.add')}
            </Button>
          </>
        )}
      </Form.List>
      <Typography.Text strong data-testid="order-declared-value">
        {t('wizard.declarations.declaredValue', { value: formatAmount(declaredValue(declarations)) })}
      </Typography.Text>
    </div>
  );
}
