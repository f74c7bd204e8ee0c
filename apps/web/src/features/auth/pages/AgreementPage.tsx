import { Button, Card, Flex, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../i18n';
import { LanguageSwitcher } from '../../../app/layout/LanguageSwitcher';
import { AGREEMENTS } from '../agreements';

export function AgreementPage({ kind }: { kind: 'registration' | 'privacy' }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const text = AGREEMENTS[lang][kind];
  const title = kind === 'registration' ? t('agreement.registrationTitle') : t('agreement.privacyTitle');
  const back = () => (window.history.length > 1 ? void navigate(-1) : void navigate('/register'));

  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: '32px 16px', background: '#f0f2f5' }}>
      <Card style={{ width: 860, maxWidth: '100%' }} data-testid={`agreement-${kind}`}>
        <Flex justify="space-between" align="center">
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} style={{ paddingInline: 0 }}>
            {t('agreement.back')}
          </Button>
          <LanguageSwitcher showLabel />
        </Flex>
        <Typography>
          <Typography.Title level={2} style={{ textAlign: 'center' }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {t('agreement.updated')}
          </Typography.Paragraph>
          <Typography.Paragraph>{text.intro}</Typography.Paragraph>
          {text.sections.map((section) => (
            <section key={section.heading}>
              <Typography.Title level={4}>{section.heading}</Typography.Title>
              {section.paragraphs.map((p) => (
                <Typography.Paragraph key={p.slice(0, 40)}>{p}</Typography.Paragraph>
              ))}
            </section>
          ))}
        </Typography>
      </Card>
    </Flex>
  );
}
