export { hsCodesModule } from './hs-codes.module';
export type { HsCodesService } from './hs-codes.service';
export { hsConfirmations, hsNomenclature, hsSections, hsGoodsTerms } from './hs-codes.tables';
