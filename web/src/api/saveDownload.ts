/**
 * Downloads `url` and saves it under the name the server gives (or `fallbackName`): the browser's
 * side of an export. The download helper (api/download.ts) loads with the first download.
 */
export async function saveDownload(url: string, fallbackName: string): Promise<string> {
  const { downloadFile, saveBlob } = await import('./download');
  return downloadFile(url, fallbackName, { fetch: (...args) => fetch(...args), save: saveBlob });
}
