export { ListPage, type ListContext, type ListPageProps } from './ListPage';
export { EllipsisText } from './EllipsisText';
export { RecordHistoryContext, type RecordHistory, type RecordHistoryDrawerProps } from './recordHistory';
export { MAX_SELECTION, limitSelection } from './selection';
export type { FilterField, ListColumn, PageAnswer, PageRequest, Selection } from './types';
