import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../shared/testing/render';
import { authApi } from '../api/authApi';
import { SliderCaptcha } from './SliderCaptcha';

vi.mock('../api/authApi', () => ({ authApi: { slider: vi.fn(), verifySlider: vi.fn() } }));

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(authApi.slider).mockResolvedValue({
    id: 'puzzle-1',
    bg: PIXEL,
    piece: PIXEL,
    width: 310,
    height: 155,
    pieceSize: 44,
    y: 40,
  } as Awaited<ReturnType<typeof authApi.slider>>);
  vi.mocked(authApi.verifySlider).mockResolvedValue({ result: 'success', sliderToken: 'token-1' } as Awaited<
    ReturnType<typeof authApi.verifySlider>
  >);
});

async function handle() {
  const onChange = vi.fn();
  await renderPage(<SliderCaptcha onChange={onChange} />);
  await screen.findByTestId('slider-piece', {}, { timeout: 5000 });
  return { slider: screen.getByRole('slider'), onChange };
}

describe('the slider puzzle from the keyboard', () => {
  it('is focusable and moves 1 px per arrow press, 10 with Shift, to the ends with Home and End', async () => {
    const { slider } = await handle();
    expect(slider).toHaveAttribute('tabindex', '0');
    slider.focus();
    for (let i = 0; i < 30; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuenow', '39');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuenow', '266');
    expect(slider).toHaveAttribute('aria-valuemax', '266');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByTestId('slider-piece').style.left).toBe('0px');
  });

  it('checks the position on Enter, like letting go of a drag', async () => {
    const { slider, onChange } = await handle();
    for (let i = 0; i < 12; i++) fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(slider, { key: 'Enter' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('token-1'));
    expect(authApi.verifySlider).toHaveBeenCalledWith('puzzle-1', 120);
    expect(screen.getByTestId('slider-captcha')).toHaveAttribute('data-status', 'success');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '120');
  });

  it('does not check a handle that has not moved', async () => {
    const { slider } = await handle();
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(authApi.verifySlider).not.toHaveBeenCalled();
  });
});
