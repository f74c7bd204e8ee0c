import { lazy } from 'react';
import type { RecordHistory } from '../../shared/list';
import { HistoryButton } from './components/HistoryButton';

/** The operation log's record history for the shared list pages (the app's providers hand it to them). */
export const recordHistory: RecordHistory = {
  Button: HistoryButton,
  // The drawer loads with its first opening: most visits to a list never open one.
  Drawer: lazy(() => import('./components/HistoryDrawer').then((m) => ({ default: m.HistoryDrawer }))),
};
