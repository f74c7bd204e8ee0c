import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../app/layout/LanguageSwitcher';

interface Props {
  title: ReactNode;
  width?: number;
  children: ReactNode;
}

/** The frame of the public account pages: brand on the left, the form card, and the language switcher. */
export function AuthShell({ title, width = 420, children }: Props) {
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 24,
        background: 'linear-gradient(135deg, #0b2a5b 0%, #1d4f9c 55%, #2b80ff 100%)',
        position: 'relative',
      }}
    >
      <div style={{ position: 'absolute', top: 16, right: 24 }}>
        <div style={{ background: 'rgba(255,255,255,0.9)', borderRadius: 6 }}>
          <LanguageSwitcher showLabel />
        </div>
      </div>
      <Flex gap={64} align="center" wrap justify="center">
        <div style={{ color: '#fff', maxWidth: 360 }}>
          <Flex align="center" gap={12}>
            <img src="/favicon.svg" alt="" width={44} height={44} />
            <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
              {t('app.name')}
            </Typography.Title>
          </Flex>
          <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16, marginTop: 16 }}>
            {t('app.slogan')}
          </Typography.Paragraph>
        </div>
        <Card style={{ width, maxWidth: '100%' }} title={title} size="medium">
          {children}
        </Card>
      </Flex>
    </Flex>
  );
}
