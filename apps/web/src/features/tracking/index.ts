export { OrderTrackSection } from './components/OrderTrackSection';
