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

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 1–99 in words, tens and units hyphenated ('twenty-one'). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit === 0 ? '' : `-${ONES[unit]}`}`;
}

/** 1–99,99,99,999 in words: crore is the largest named unit, so larger amounts count crores. */
function indianWords(n: number): string[] {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const hundred = Math.floor(n / 100) % 10;
  const rest = n % 100;
  if (crore > 0) parts.push(...indianWords(crore), 'crore');
  if (lakh > 0) parts.push(belowHundred(lakh), 'lakh');
  if (thousand > 0) parts.push(belowHundred(thousand), 'thousand');
  if (hundred > 0) parts.push(belowHundred(hundred), 'hundred');
  if (rest > 0) parts.push(belowHundred(rest));
  return parts;
}

/**
 * Whole rupees in Indian words, for a bidder to check a binding amount before it is sent:
 * 7310000 → 'Seventy-three lakh ten thousand rupees', 12000000 → 'One crore twenty lakh rupees'.
 * Amounts of a lakh crore and more count crores ('One lakh crore rupees' for the largest bid).
 */
export function rupeesInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`rupeesInWords takes a whole number of rupees, not ${amount}`);
  }
  if (amount === 0) return 'Zero rupees';
  const text = `${indianWords(amount).join(' ')} ${amount === 1 ? 'rupee' : 'rupees'}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Whole rupees from a number or from text as people type it: '12,50,000', 'Rs. 12,50,000/-',
 * '₹1250000'. Fractions of a rupee are refused rather than rounded.
 */
export function parseRupees(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const text = value
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, '')
    .replace(/\/-$/, '')
    .replace(/[,\s]/g, '');
  if (!/^\d+(?:\.0+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}
