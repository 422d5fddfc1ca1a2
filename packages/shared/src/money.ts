import type { Locale } from './locale';

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

/** Hindi names every number from one to ninety-nine with a word of its own. */
const HINDI_BELOW_HUNDRED = [
  '',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चौवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
] as const;

/** A language's words for amounts: 1–99, the Indian units, and rupees. */
interface AmountWords {
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
  zero: string;
  rupee: string;
  rupees: string;
}

const AMOUNT_WORDS: Record<Locale, AmountWords> = {
  en: {
    // Tens and units hyphenated ('twenty-one').
    belowHundred: (n) =>
      n < 20 ? (ONES[n] ?? '') : `${TENS[Math.floor(n / 10)]}${n % 10 === 0 ? '' : `-${ONES[n % 10]}`}`,
    hundred: 'hundred',
    thousand: 'thousand',
    lakh: 'lakh',
    crore: 'crore',
    zero: 'Zero rupees',
    rupee: 'rupee',
    rupees: 'rupees',
  },
  hi: {
    belowHundred: (n) => HINDI_BELOW_HUNDRED[n] ?? '',
    hundred: 'सौ',
    thousand: 'हज़ार',
    lakh: 'लाख',
    crore: 'करोड़',
    zero: 'शून्य रुपये',
    rupee: 'रुपया',
    rupees: 'रुपये',
  },
};

/** 1–99,99,99,999 in words: crore is the largest named unit, so larger amounts count crores. */
function indianWords(n: number, words: AmountWords): string[] {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const hundred = Math.floor(n / 100) % 10;
  const rest = n % 100;
  if (crore > 0) parts.push(...indianWords(crore, words), words.crore);
  if (lakh > 0) parts.push(words.belowHundred(lakh), words.lakh);
  if (thousand > 0) parts.push(words.belowHundred(thousand), words.thousand);
  if (hundred > 0) parts.push(words.belowHundred(hundred), words.hundred);
  if (rest > 0) parts.push(words.belowHundred(rest));
  return parts;
}

/**
 * Whole rupees in Indian words in a language, for a bidder to check a binding amount before it is sent
 * and for the sale certificate's price: 7310000 → 'Seventy-three lakh ten thousand rupees', 12000000 →
 * 'One crore twenty lakh rupees'; in Hindi 1200000 → 'बारह लाख रुपये', 1 → 'एक रुपया'. Amounts of a lakh
 * crore and more count crores ('One lakh crore rupees' for the largest bid).
 */
export function rupeesInWords(amount: number, locale: Locale = 'en'): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`rupeesInWords takes a whole number of rupees, not ${amount}`);
  }
  const words = AMOUNT_WORDS[locale];
  if (amount === 0) return words.zero;
  const text = `${indianWords(amount, words).join(' ')} ${amount === 1 ? words.rupee : words.rupees}`;
  // Devanagari has no capitals: only English starts with one.
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
