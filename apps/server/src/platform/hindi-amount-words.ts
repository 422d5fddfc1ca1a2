/*
 * Whole rupees in Hindi words, as a Hindi sale certificate writes the price beside its figures
 * ('बारह लाख रुपये मात्र'): the Hindi counterpart of rupeesInWords (packages/shared/src/money.ts), with
 * the same Indian units (सौ, हज़ार, लाख, करोड़) and the same rule that crore is the largest named unit.
 * Hindi names every number from one to ninety-nine with a word of its own.
 */

const BELOW_HUNDRED = [
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

function hindiWords(n: number): string[] {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const hundred = Math.floor(n / 100) % 10;
  const rest = n % 100;
  if (crore > 0) parts.push(...hindiWords(crore), 'करोड़');
  if (lakh > 0) parts.push(BELOW_HUNDRED[lakh] ?? '', 'लाख');
  if (thousand > 0) parts.push(BELOW_HUNDRED[thousand] ?? '', 'हज़ार');
  if (hundred > 0) parts.push(BELOW_HUNDRED[hundred] ?? '', 'सौ');
  if (rest > 0) parts.push(BELOW_HUNDRED[rest] ?? '');
  return parts;
}

/** 1200000 → 'बारह लाख रुपये', 1 → 'एक रुपया', 0 → 'शून्य रुपये'. */
export function rupeesInHindiWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`rupeesInHindiWords takes a whole number of rupees, not ${amount}`);
  }
  if (amount === 0) return 'शून्य रुपये';
  return `${hindiWords(amount).join(' ')} ${amount === 1 ? 'रुपया' : 'रुपये'}`;
}
