import { Button, Divider, Drawer, Flex, Switch, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/SettingsContext';
import { THEME_SWATCHES, type LayoutSettings } from '../settings/settings';

type Toggle = keyof Omit<LayoutSettings, 'themeColor'>;
const TOGGLES: Toggle[] = ['showTabs', 'fixedHeader', 'showLogo', 'uniqueOpened'];

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, update, reset } = useSettings();
  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} size={300} data-testid="settings-drawer">
      <Typography.Text strong>{t('settings.themeColor')}</Typography.Text>
      <Flex wrap gap={8} style={{ margin: '12px 0' }} align="center">
        {THEME_SWATCHES.map((c) => (
          <button
            key={c}
            type="button"
            aria-label={c}
            onClick={() => update({ themeColor: c })}
            style={{
              width: 24,
              height: 24,
              borderRadius: 4,
              border: 0,
              background: c,
              cursor: 'pointer',
              color: '#fff',
            }}
          >
            {settings.themeColor.toLowerCase() === c ? <CheckOutlined /> : null}
          </button>
        ))}
        {/* The browser's own picker: antd's ColorPicker would tie its code (and Collapse) to every button. */}
        <input
          type="color"
          aria-label={t('settings.customColor')}
          title={t('settings.customColor')}
          value={settings.themeColor}
          onChange={(e) => update({ themeColor: e.target.value })}
          style={{ width: 32, height: 26, padding: 0, border: '1px solid #d9d9d9', borderRadius: 4, cursor: 'pointer' }}
          data-testid="setting-customColor"
        />
      </Flex>
      <Divider />
      {TOGGLES.map((key) => (
        <Flex key={key} justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <span>{t(`settings.${key}`)}</span>
          <Switch
            checked={settings[key]}
            onChange={(checked) => update({ [key]: checked })}
            data-testid={`setting-${key}`}
          />
        </Flex>
      ))}
      <Divider />
      <Button block onClick={reset}>
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
