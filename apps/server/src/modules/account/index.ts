export { createAccountService, CUSTOMER_ROLE, type AccountService } from './account.service';
export { createCodesService } from './codes.service';
export { createSliderService, sliderMatches } from './slider.service';
export { accountRoutes } from './account.routes';
