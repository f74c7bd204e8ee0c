export { HistoryButton } from './components/HistoryButton';
export type { HistoryDrawerProps } from './components/HistoryDrawer';
