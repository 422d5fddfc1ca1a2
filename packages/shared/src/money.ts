/**
 * Digits grouped the Indian way: the last three together, then pairs ('1234567' → '12,34,567').
 * Written out rather than asked of `Intl.NumberFormat('en-IN')`: building that formatter loads the
 * locale's data, which costs a phone a long task on the first page of every visit.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 0 ? [] : [head.slice(0, 1)];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/** Whole rupees with Indian digit grouping: 1234567 → '₹12,34,567'. */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return '₹—';
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  // BigInt spells out every digit of a large amount, where String() would switch to 1e+21.
  return `${sign}₹${groupIndian(BigInt(Math.abs(rounded)).toString())}`;
}
