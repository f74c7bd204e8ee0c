export { tailLogisticsModule } from './tail-logistics.module';
export type { TailLogisticsService } from './tail-logistics.service';
export { tailLogistics, tailLogisticsServices } from './tail-logistics.tables';
export { seedDemoTailLogistics } from './tail-logistics.demo';
