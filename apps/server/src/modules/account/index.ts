export { accountModule, type AccountModuleService } from './account.module';
export { CUSTOMER_ROLE } from './account.service';
export { sliderMatches } from './slider.service';
