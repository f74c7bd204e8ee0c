export { mountDeliveryWarningRoutes } from './delivery-warning.routes';
export { createDeliveryWarnings, type DeliveryWarnings } from './delivery-warning.service';
