import { Button, Popover, Slider, Switch, Space, Typography } from 'antd';
import { SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SPEECH_DEFAULTS, SPEECH_SCALE_MAX, type SpeechSettings } from '../hooks/useSpeech';

const SCALES = ['vol', 'pit', 'spd', 'autoVoice'] as const;

/** The speech settings (on/off and the four 0-9 scales) in a popover; each change is the user's stored setting. */
export function SpeechSettingsButton({
  settings,
  onChange,
}: {
  settings: SpeechSettings;
  onChange: (s: SpeechSettings) => void;
}) {
  const { t } = useTranslation('bagging');
  const content = (
    <div style={{ width: 260 }} data-keep-focus data-testid="bagging-speech-settings">
      <Space style={{ marginBottom: 8 }}>
        <Switch
          checked={settings.flag}
          onChange={(flag) => onChange({ ...settings, flag })}
          data-testid="bagging-speech-flag"
          aria-label={t('speech.flag')}
        />
        <span>{t('speech.flag')}</span>
      </Space>
      {SCALES.map((k) => (
        <div key={k} data-testid={`bagging-speech-${k}`}>
          <Typography.Text type="secondary">{t(`speech.${k}`)}</Typography.Text>
          <Slider
            min={0}
            max={SPEECH_SCALE_MAX}
            value={Math.min(settings[k], SPEECH_SCALE_MAX)}
            disabled={!settings.flag}
            onChange={(v) => onChange({ ...settings, [k]: v })}
            aria-label={t(`speech.${k}`)}
          />
        </div>
      ))}
      <Button size="small" onClick={() => onChange(SPEECH_DEFAULTS)} data-testid="bagging-speech-defaults">
        {t('speech.defaults')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} trigger="click" title={t('speech.title')} placement="bottomRight">
      <Button size="large" icon={<SoundOutlined />} data-testid="bagging-speech" data-keep-focus>
        {settings.flag ? t('speech.on') : t('speech.off')}
      </Button>
    </Popover>
  );
}
