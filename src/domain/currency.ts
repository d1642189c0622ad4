/**
 * Reference rates for comparing prices across currencies (sort=price).
 * Fixed and published in the README so that the order is reproducible; they
 * rank offers, they do not quote them.
 */
export const EUR_PER_UNIT: Readonly<Record<string, number>> = {
  EUR: 1,
  CHF: 1.05,
  USD: 0.92,
  CAD: 0.68,
  GBP: 1.17,
  JPY: 0.0062,
  NOK: 0.086,
  SEK: 0.087,
  NZD: 0.55,
  AUD: 0.6,
  CLP: 0.00098,
  ARS: 0.001,
  PLN: 0.23,
  CZK: 0.04,
  BGN: 0.51,
};

/** Price in EUR cents, rounded, so that every adapter compares the same integers. */
export function priceInEuroCents(amount: number, currency: string): number {
  const rate = EUR_PER_UNIT[currency];
  if (rate === undefined) throw new Error(`No reference rate for currency ${currency}`);
  return Math.round(amount * rate * 100);
}
