import { CUSTOMER_SCREENS, PUBLIC_SCREENS, SUPPLIER_SCREENS, screenWalk } from '../helpers/pricing-screens';

// The customer's, the supplier's and the public pricing screens (the platform's: pricing-screens).
screenWalk('pricing screens: customers, suppliers and the public', [
  { who: 'customer', user: 'customer', screens: CUSTOMER_SCREENS },
  { who: 'supplier', user: 'supplier', screens: SUPPLIER_SCREENS },
  { who: 'public', user: null, screens: PUBLIC_SCREENS },
]);
