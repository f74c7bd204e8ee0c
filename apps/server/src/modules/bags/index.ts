export { bagsModule } from './bags.module';
export type { BagsService } from './bags.service';
export { bags, bagParcels } from './bags.tables';
