import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '@parcelhub/contracts';
import { useChangeLanguage, useLanguage } from '../../i18n';

export function LanguageSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGUAGES.map((l) => ({
          key: l,
          label: <span data-testid={`lang-${l}`}>{t(`languageNames.${l}`)}</span>,
        })),
        onClick: ({ key }) => {
          if (isLanguage(key) && key !== lang) void changeLanguage(key);
        },
      }}
    >
      <Button type="text" data-testid="lang-switch" icon={<TranslationOutlined />} title={t('nav.language')}>
        {showLabel ? t(`languageNames.${lang}`) : null}
      </Button>
    </Dropdown>
  );
}
