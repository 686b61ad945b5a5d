const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹1,23,456: whole rupees, as reports show totals (lists and exports keep the paise). */
export function rupees(amount: number | null | undefined): string {
  return amount == null ? '–' : WHOLE_RUPEES.format(Math.round(amount));
}

/** ₹12.3 L, ₹4.56 Cr: short enough for a chart's axis and labels. */
export function compactRupees(amount: number): string {
  const abs = Math.abs(amount);
  const sign = amount < 0 ? '-' : '';
  if (abs >= 1e7) return `${sign}₹${(abs / 1e7).toFixed(abs >= 1e9 ? 0 : 2)} Cr`;
  if (abs >= 1e5) return `${sign}₹${(abs / 1e5).toFixed(1)} L`;
  if (abs >= 1e3) return `${sign}₹${(abs / 1e3).toFixed(1)} K`;
  return `${sign}₹${Math.round(abs)}`;
}
