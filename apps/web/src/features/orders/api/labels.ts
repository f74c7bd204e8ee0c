import { saveDownload, type Download } from '../../../shared/http';

/**
 * Shows a label PDF in a new tab (the browser's viewer prints it); where pop-ups are blocked, downloads it instead.
 * No `noopener`: with it `window.open` always answers null, and a blob of our own origin needs no isolation.
 */
export function openPdf(file: Download, fallbackName: string): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(file.blob);
  const opened = typeof window.open === 'function' ? window.open(url, '_blank') : null;
  if (opened) {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return;
  }
  URL.revokeObjectURL(url);
  saveDownload(file, fallbackName);
}
