import { useEffect } from 'react';
import { App, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { CONTINENTS, DISTRICTS, RegionUpdate, type Region } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useUpdateRegion } from '../hooks/useRegions';
import { placeSaveError } from './saveErrors';

const FIELDS = ['code3', 'nameZh', 'nameEn', 'nameKo', 'phoneCode', 'continent', 'district', 'hot'] as const;

interface Props {
  region: Region | null;
  onClose: () => void;
}

/** The platform's edit of one country; the ISO code is the key and stays. */
export function RegionFormModal({ region, onClose }: Props) {
  const { t } = useTranslation('regions');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(RegionUpdate);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm();
  const save = useUpdateRegion();

  useEffect(() => {
    if (!region) return;
    form.resetFields();
    form.setFieldsValue(region);
  }, [region, form]);

  const submit = async () => {
    if (!region) return;
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(form, RegionUpdate, { ...values, regionCode: region.regionCode }, lang, FIELDS);
    if (!input) return;
    try {
      await save.mutateAsync(input);
      void message.success(t('messages.saved'));
      onClose();
    } catch (e) {
      if (placeSaveError(form, e, FIELDS, { REGION_CODE3_TAKEN: 'code3' })) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={region ? t('form.editRegionTitle', { name: `${region.regionName} (${region.regionCode})` }) : ''}
      open={!!region}
      width={720}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('region-save')}
      forceRender
      data-testid="region-modal"
    >
      <Form form={form} name="region-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="nameZh" label={t('region.nameZh')} rules={rules.nameZh}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="nameEn" label={t('region.nameEn')} rules={rules.nameEn}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="nameKo" label={t('region.nameKo')} rules={rules.nameKo}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="code3" label={t('region.code3')} rules={rules.code3}>
              <Input maxLength={3} data-testid="region-form-code3" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="phoneCode" label={t('region.phoneCode')} rules={rules.phoneCode}>
              <Input maxLength={4} placeholder={t('form.phoneCodePlaceholder')} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="hot" label={t('region.hot')} valuePropName="checked">
              <Switch data-testid="region-form-hot" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="continent" label={t('region.continent')} rules={rules.continent}>
              <Select options={CONTINENTS.map((c) => ({ value: c, label: t(`continents.${c}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="district" label={t('region.district')} rules={rules.district}>
              <Select options={DISTRICTS.map((d) => ({ value: d, label: t(`districts.${d}`) }))} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
