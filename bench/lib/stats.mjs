/** Small statistics and formatting helpers shared by every measurement. */

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function ratio(ours, peer) {
  return Number.isFinite(ours) && Number.isFinite(peer) && peer !== 0 ? ours / peer : undefined;
}

export function formatRatio(value) {
  return value === undefined ? '–' : `${value.toFixed(2)}×`;
}

export function formatSeconds(ms) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '–';
}

export function formatMs(ms) {
  return Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–';
}

export function formatKB(bytes) {
  return Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–';
}

export function formatMB(bytes) {
  return Number.isFinite(bytes) ? `${Math.round(bytes / (1024 * 1024))} MB` : '–';
}

export function formatNumber(value, digits = 0) {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

/** Median of one field over a list of records. */
export function medianOf(records, pick) {
  return median(records.map(pick).filter((value) => value !== undefined));
}
