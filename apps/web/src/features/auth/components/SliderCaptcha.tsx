import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Button, Spin, Typography } from 'antd';
import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/authApi';
import { keyedPosition } from './sliderKeys';

type Status = 'idle' | 'dragging' | 'checking' | 'success' | 'fail';

interface Props {
  /** Called with the slider token once the puzzle is solved, and with null when it must be solved again. */
  onChange?: (sliderToken: string | null) => void;
  /** Bump to start over with a new picture (e.g. the server said SLIDER_REQUIRED). */
  resetKey?: number;
}

const TRACK_HEIGHT = 40;
const FAIL_RESET_MS = 1000;
/** Below this the handle has not really moved: releasing it there checks nothing. */
const MIN_MOVE = 2;

/**
 * The registration slider puzzle (310 x 155): drag the handle, the piece follows along x; on release the
 * position is verified. fail: shown, then back to the start after 1 s (same picture); retry: a new picture.
 */
export function SliderCaptcha({ onChange, resetKey = 0 }: Props) {
  // `value` from Form.Item is ignored: the puzzle's own state is the truth.
  const { t } = useTranslation('auth');
  const keysHintId = useId();
  const challenge = useQuery({
    queryKey: ['auth', 'slider', resetKey],
    queryFn: () => authApi.slider(),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
  const [x, setX] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  const drag = useRef<{ startX: number; pointerId: number } | null>(null);
  // Form.Item hands a new onChange on every render; the timers below must not restart because of it.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const data = challenge.data;
  const width = data?.width ?? 310;
  const height = data?.height ?? 155;
  const pieceSize = data?.pieceSize ?? 44;
  const maxX = Math.max(0, width - pieceSize);

  const { refetch } = challenge;
  const startOver = useCallback(
    (newPicture: boolean) => {
      setX(0);
      setStatus('idle');
      onChangeRef.current?.(null);
      if (newPicture) void refetch();
    },
    [refetch],
  );

  useEffect(() => {
    setX(0);
    setStatus('idle');
  }, [data?.id]);

  useEffect(() => {
    if (status !== 'fail') return undefined;
    const timer = window.setTimeout(() => startOver(false), FAIL_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status, startOver]);

  const verify = async (finalX: number) => {
    if (!data) return;
    setStatus('checking');
    try {
      const answer = await authApi.verifySlider(data.id, Math.round(finalX));
      if (answer.result === 'success' && answer.sliderToken) {
        setStatus('success');
        setNotice(null);
        onChangeRef.current?.(answer.sliderToken);
      } else if (answer.result === 'retry') {
        setNotice(t('slider.retry'));
        startOver(true);
      } else {
        setNotice(null);
        setStatus('fail');
      }
    } catch {
      setStatus('fail');
    }
  };

  const locked = status === 'checking' || status === 'success' || status === 'fail' || !data;
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (locked) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX - x, pointerId: e.pointerId };
    setStatus('dragging');
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== e.pointerId) return;
    setX(Math.min(maxX, Math.max(0, e.clientX - drag.current.startX)));
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== e.pointerId) return;
    const finalX = Math.min(maxX, Math.max(0, e.clientX - drag.current.startX));
    drag.current = null;
    setX(finalX);
    if (finalX < MIN_MOVE) {
      setStatus('idle');
      return;
    }
    void verify(finalX);
  };
  /** The keyboard way: arrows, Page keys, Home and End move; Enter or Space checks, like letting go of a drag. */
  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (x >= MIN_MOVE) void verify(x);
      return;
    }
    const next = keyedPosition(e.key, e.shiftKey, x, maxX);
    if (next === null) return;
    e.preventDefault();
    setX(next);
  };

  const trackColor = status === 'success' ? '#52c41a' : status === 'fail' ? '#ff4d4f' : 'var(--ant-color-primary)';
  const handleIcon =
    status === 'success' ? <CheckOutlined /> : status === 'fail' ? <CloseOutlined /> : <ArrowRightOutlined />;
  const label =
    status === 'checking'
      ? t('slider.checking')
      : status === 'success'
        ? t('slider.success')
        : status === 'fail'
          ? t('slider.fail')
          : t('slider.hint');

  return (
    <div style={{ width, maxWidth: '100%', userSelect: 'none' }} data-testid="slider-captcha" data-status={status}>
      <div style={{ position: 'relative', width, height, borderRadius: 4, overflow: 'hidden', background: '#f0f2f5' }}>
        {data ? (
          <>
            <img src={data.bg} alt="" draggable={false} width={width} height={height} style={{ display: 'block' }} />
            <img
              src={data.piece}
              alt=""
              draggable={false}
              width={pieceSize}
              height={pieceSize}
              data-testid="slider-piece"
              style={{ position: 'absolute', left: x, top: data.y, filter: 'drop-shadow(0 0 3px rgba(0,0,0,.5))' }}
            />
          </>
        ) : (
          <Spin
            style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          />
        )}
        <Button
          size="small"
          type="text"
          icon={<ReloadOutlined />}
          title={t('slider.refresh')}
          aria-label={t('slider.refresh')}
          onClick={() => startOver(true)}
          disabled={status === 'checking' || status === 'success'}
          style={{ position: 'absolute', top: 4, right: 4, background: 'rgba(255,255,255,.8)' }}
        />
      </div>
      <div
        style={{
          position: 'relative',
          height: TRACK_HEIGHT,
          marginTop: 8,
          background: '#f5f5f5',
          border: '1px solid #e5e5e5',
          borderRadius: 4,
          textAlign: 'center',
          lineHeight: `${TRACK_HEIGHT - 2}px`,
        }}
      >
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            bottom: 0,
            width: x + TRACK_HEIGHT / 2,
            background: trackColor,
            opacity: 0.15,
          }}
        />
        <Typography.Text type="secondary" data-testid="slider-label">
          {label}
        </Typography.Text>
        <div
          role="slider"
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-label={t('slider.hint')}
          aria-describedby={keysHintId}
          aria-disabled={locked}
          tabIndex={0}
          data-testid="slider-handle"
          className="ph-slider-handle"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          style={{
            position: 'absolute',
            top: -1,
            left: x,
            width: TRACK_HEIGHT,
            height: TRACK_HEIGHT,
            borderRadius: 4,
            background: status === 'idle' || status === 'dragging' || status === 'checking' ? '#fff' : trackColor,
            color: status === 'success' || status === 'fail' ? '#fff' : '#666',
            boxShadow: '0 1px 4px rgba(0,0,0,.25)',
            cursor: locked ? 'default' : 'grab',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            touchAction: 'none',
          }}
        >
          {handleIcon}
        </div>
      </div>
      <span id={keysHintId} hidden>
        {t('slider.keys')}
      </span>
      {notice ? (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {notice}
        </Typography.Text>
      ) : null}
    </div>
  );
}
