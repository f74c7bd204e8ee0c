import type { ReactNode } from 'react';

/** One field of the login form with its message below, laid out like antd's Form.Item. */
export function LoginField({ id, error, children }: { id: string; error?: string; children: ReactNode }) {
  return (
    <div className="ph-field">
      {children}
      {error ? (
        <div id={`${id}_help`} className="ph-field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** What an input says about its field's error: the invalid state and the message that describes it. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { invalid: true, 'aria-describedby': `${id}_help` } : { invalid: false };
}
