import { Button, ColorPicker, Divider, Drawer, Flex, Switch, Typography } from 'antd';
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
        <ColorPicker
          value={settings.themeColor}
          disabledAlpha
          onChangeComplete={(color) => update({ themeColor: color.toHexString() })}
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
