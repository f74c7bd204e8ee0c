import { PLATFORM_SCREENS, screenWalk } from '../helpers/pricing-screens';

// The platform's pricing screens (the customers', the supplier's and the public calculator: pricing-screens-others).
screenWalk('pricing screens: the platform', [{ who: 'admin', user: 'admin', screens: PLATFORM_SCREENS }]);
