/** The label parts other modules draw their own 4x6 labels with (the bags' label): the PDF writer and Code 128. */
export { RawPdf } from './raw-pdf';
export { barRuns, code128Modules, moduleCount } from './code128';
export { latinOnly } from './text';
