/** Label rendering: pure functions over plain label data (no orders, no HTTP, no SQL). */
export type { LabelData, LabelFormat, LabelParty } from './label.types';
export { LABEL_FORMATS } from './label.types';
export { renderLabelsPdf, type PdfLabelOptions } from './pdf';
export { renderLabelZpl, zplEscape, ZPL_HEIGHT, ZPL_WIDTH, type ZplLabelOptions } from './zpl';
export { DEFAULT_LABEL_FONT, loadLabelFont, type LabelFontSpec } from './fonts';
export { LabelDataError, BARCODE_VALUE, checkLabel, cleanText, latinOnly } from './text';
export { PAGE } from './layout';
export { RawPdf } from './raw-pdf';
export { barRuns, code128Modules, moduleCount } from './code128';
export { standardMeasure } from './standard-faces';
