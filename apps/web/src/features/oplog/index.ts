export { HistoryButton } from './components/HistoryButton';
export { recordHistory } from './recordHistory';
export type { HistoryDrawerProps } from './components/HistoryDrawer';
