export { OrderTrackSection } from './components/OrderTrackSection';
export { TrackTimeline, useStatusWords } from './components/TrackTimeline';
export { useOrderTrack } from './hooks/useTracking';
