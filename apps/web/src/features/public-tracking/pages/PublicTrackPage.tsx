import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { splitTrackNumbers, TRACK_NUMBERS_MAX } from '@parcelhub/contracts';
import { useNarrowScreen } from '../../../app/layout/responsive';
import { LanguageButtons } from '../../../shared/components/LanguageButtons';
import { TrackResults } from '../components/TrackResults';
import { usePublicTrack } from '../hooks/usePublicTrack';

/**
 * /track: anyone follows up to 40 parcels by tracking, order or reference number, no sign-in and no menu.
 * `/track?numbers=A,B` fills the box and looks them up at once (a link a shop can send). The server limits how often
 * one address may ask; its refusal is shown above the results.
 */
export function PublicTrackPage() {
  const { t } = useTranslation('public-tracking');
  const narrow = useNarrowScreen();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('numbers') ?? '');
  const track = usePublicTrack();
  const numbers = splitTrackNumbers(text);
  const tooMany = numbers.length > TRACK_NUMBERS_MAX;
  const [touched, setTouched] = useState(false);

  const submit = () => {
    setTouched(true);
    if (numbers.length === 0 || tooMany) return;
    track.mutate(numbers.join('\n'));
  };
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !params.get('numbers')) return;
    asked.current = true;
    submit();
    // Only once, for the numbers the address carried.
  }, []);

  const fault = tooMany
    ? t('public.tooMany', { max: TRACK_NUMBERS_MAX, count: numbers.length })
    : touched && numbers.length === 0
      ? t('public.empty')
      : null;

  return (
    <Flex
      justify="center"
      style={{ minHeight: '100vh', padding: narrow ? '8px 4px' : '24px 12px', background: '#f0f2f5' }}
    >
      <Card
        style={{ width: 860, maxWidth: '100%', alignSelf: 'flex-start' }}
        styles={{ body: { padding: narrow ? 12 : 24 } }}
        data-testid="public-track"
      >
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
          <Flex align="center" gap={8}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('public.title')}
            </Typography.Title>
          </Flex>
          <LanguageButtons />
        </Flex>
        <Typography.Paragraph type="secondary">
          {t('public.subtitle', { max: TRACK_NUMBERS_MAX })} <Link to="/login">{t('public.signIn')}</Link>
        </Typography.Paragraph>
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={4000}
          placeholder={t('public.placeholder')}
          status={fault ? 'error' : undefined}
          data-testid="track-numbers"
          aria-label={t('public.title')}
        />
        <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: '8px 0 16px' }}>
          <Typography.Text type={tooMany ? 'danger' : 'secondary'} data-testid="track-count">
            {t('public.count', { count: numbers.length, max: TRACK_NUMBERS_MAX })}
          </Typography.Text>
          <Flex gap={8}>
            <Button
              onClick={() => {
                setText('');
                setTouched(false);
                track.reset();
              }}
              data-testid="track-clear"
            >
              {t('public.clear')}
            </Button>
            <Button type="primary" onClick={submit} loading={track.isPending} data-testid="track-submit">
              {t('public.submit')}
            </Button>
          </Flex>
        </Flex>
        {fault ? (
          <Alert type="error" showIcon message={fault} style={{ marginBottom: 12 }} data-testid="track-fault" />
        ) : null}
        {track.error ? (
          <Alert
            type="error"
            showIcon
            message={track.error.message}
            style={{ marginBottom: 12 }}
            data-testid="track-error"
          />
        ) : null}
        {track.data ? <TrackResults results={track.data} /> : null}
      </Card>
    </Flex>
  );
}
