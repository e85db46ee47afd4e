/** Transferred bytes of a page's responses, through the DevTools protocol (shared by the page benchmarks). */

/** A response's kind, for the per-type totals. */
export function typeOf(mimeType, url) {
  if (mimeType.includes('html')) return 'html';
  if (mimeType.includes('javascript') || url.endsWith('.js')) return 'js';
  if (mimeType.includes('css')) return 'css';
  if (mimeType.includes('json')) return 'json';
  return 'other';
}

/**
 * Disables the cache of `cdp`'s page and records every response's transferred (encoded) size into
 * the returned array, as `{ url, type, bytes }`, until the session ends.
 */
export async function recordTransfers(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map();
  const transfers = [];
  cdp.on('Network.responseReceived', (event) => responses.set(event.requestId, event.response));
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    if (response) transfers.push({ url: response.url, type: typeOf(response.mimeType, response.url), bytes: event.encodedDataLength });
  });
  return transfers;
}
