const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole rupees with Indian digit grouping: 1234567 → '₹12,34,567'. */
export function formatRupees(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}₹${rupeeFormat.format(Math.abs(rounded))}`;
}
