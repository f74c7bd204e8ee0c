import { fireEvent, screen, waitFor } from '@testing-library/react';

/** The first render loads the page's translations and antd's pieces: generous on a busy machine. */
export const SLOW = { timeout: 15_000 };

/** Opens a select and picks the option with this text (in the open dropdown: cells may carry the same title). */
export async function choose(testId: string, option: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.closest('.ant-select') ?? select);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.title === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  }, SLOW);
  fireEvent.click(item);
}
