import type { Locator } from 'playwright-core';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Chooses a file in an upload field and waits until the field lists it. The list growing moves what is below it (the
 * dialog's submit button): a click aimed before the list had grown could land beside the button and be lost. Then
 * waits for any upload in progress to end.
 */
export async function chooseFile(input: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  await input.setInputFiles(file);
  await input.page().locator('.ant-upload-list').getByText(file.name).first().waitFor();
  // A field that uploads at once (a voucher) is not ready until its file has arrived.
  await input.page().locator('.ant-upload-list-item-uploading').first().waitFor({ state: 'detached' });
}
