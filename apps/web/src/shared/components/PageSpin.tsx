import { Spin } from 'antd';

/** Shown while a page's code or the session loads. */
export function PageSpin({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      data-testid="page-loading"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullScreen ? '100vh' : 240 }}
    >
      <Spin size="large" />
    </div>
  );
}
