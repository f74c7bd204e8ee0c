import { createContext, useContext, type ReactNode } from 'react';

export type Toast = (content: ReactNode) => void;

export interface Feedback {
  /** antd's themed messages; the code behind them loads the first time one is shown. */
  message: { success: Toast; error: Toast; info: Toast; warning: Toast };
}

export const FeedbackContext = createContext<Feedback | null>(null);

/**
 * Messages for the public pages, provided once at the root (app/providers/FeedbackProvider) so that a message
 * outlives the page that showed it (a reset password, then the login page). Pages inside the layout use antd's App.
 */
export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useFeedback outside FeedbackProvider');
  return value;
}
