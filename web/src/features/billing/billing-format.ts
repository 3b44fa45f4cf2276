const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Dec 7, 2026" from unix seconds (the subscription's times) or an ISO string (invoices, credit periods). */
export function formatBillingDate(value: number | string): string {
  return dateFormat.format(typeof value === 'number' ? new Date(value * 1000) : new Date(value));
}

/** "$29.00" from an amount in the currency's smallest unit. */
export function formatMoney(amount: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}
