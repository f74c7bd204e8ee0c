import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { CONTINENTS, DISTRICTS, RegionUpdate, type Region } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useUpdateRegion } from '../hooks/useRegions';

const FIELDS = ['code3', 'nameZh', 'nameEn', 'nameKo', 'phoneCode', 'continent', 'district', 'hot'] as const;

interface Props {
  region: Region | null;
  onClose: () => void;
}

/** The platform's edit of one country; the ISO code is the key and stays. */
export function RegionFormModal({ region, onClose }: Props) {
  const { t } = useTranslation('regions');
  const { rules } = useZodRules(RegionUpdate);
  const save = useUpdateRegion();

  return (
    <FormModal
      title={region ? t('form.editRegionTitle', { name: `${region.regionName} (${region.regionCode})` }) : ''}
      open={!!region}
      width={720}
      name="region-form"
      schema={RegionUpdate}
      fields={FIELDS}
      initialValues={region ?? undefined}
      resetKey={region}
      toInput={(values) => ({ ...values, regionCode: region?.regionCode })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={t('messages.saved')}
      errorFields={{ REGION_CODE3_TAKEN: 'code3' }}
      onClose={onClose}
      saveTestId="region-save"
      testId="region-modal"
    >
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
    </FormModal>
  );
}
