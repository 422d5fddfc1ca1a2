/*
 * Banks of India that appear in the RBI's IFSC register, with the 4-letter bank code that starts each
 * of their IFSCs (an IFSC is that code, a 0, and six letters or digits naming the branch). Used by the
 * auction registration form: the Bank select offers these names, typing an IFSC selects its bank, and
 * the server refuses a bank not listed or an IFSC of another bank (auctionRegistrationSchema).
 *
 * Only banks whose name and code are certain are listed. Many regional rural banks and co-operative
 * banks clear through a sponsor bank and use its code, so their IFSCs name the sponsor, which is listed;
 * the regional rural banks merged state by state in 2025 are left out until their codes are confirmed.
 * A bank that is missing here is added with its code from the RBI register, never guessed.
 */

export type IndianBankKind =
  | 'public-sector'
  | 'private-sector'
  | 'small-finance'
  | 'payments'
  | 'foreign'
  | 'regional-rural'
  | 'co-operative';

export interface IndianBank {
  name: string;
  /** The IFSC's first four letters. */
  code: string;
  kind: IndianBankKind;
}

const banks = (kind: IndianBankKind, list: readonly [name: string, code: string][]): IndianBank[] =>
  list.map(([name, code]) => ({ name, code, kind }));

export const INDIAN_BANKS: readonly IndianBank[] = [
  ...banks('public-sector', [
    ['Bank of Baroda', 'BARB'],
    ['Bank of India', 'BKID'],
    ['Bank of Maharashtra', 'MAHB'],
    ['Canara Bank', 'CNRB'],
    ['Central Bank of India', 'CBIN'],
    ['Indian Bank', 'IDIB'],
    ['Indian Overseas Bank', 'IOBA'],
    ['Punjab & Sind Bank', 'PSIB'],
    ['Punjab National Bank', 'PUNB'],
    ['State Bank of India', 'SBIN'],
    ['UCO Bank', 'UCBA'],
    ['Union Bank of India', 'UBIN'],
  ]),
  ...banks('private-sector', [
    ['Axis Bank', 'UTIB'],
    ['Bandhan Bank', 'BDBL'],
    ['City Union Bank', 'CIUB'],
    ['CSB Bank', 'CSBK'],
    ['DCB Bank', 'DCBL'],
    ['Dhanlaxmi Bank', 'DLXB'],
    ['Federal Bank', 'FDRL'],
    ['HDFC Bank', 'HDFC'],
    ['ICICI Bank', 'ICIC'],
    ['IDBI Bank', 'IBKL'],
    ['IDFC FIRST Bank', 'IDFB'],
    ['IndusInd Bank', 'INDB'],
    ['Jammu & Kashmir Bank', 'JAKA'],
    ['Karnataka Bank', 'KARB'],
    ['Karur Vysya Bank', 'KVBL'],
    ['Kotak Mahindra Bank', 'KKBK'],
    ['Nainital Bank', 'NTBL'],
    ['RBL Bank', 'RATN'],
    ['South Indian Bank', 'SIBL'],
    ['Tamilnad Mercantile Bank', 'TMBL'],
    ['Yes Bank', 'YESB'],
  ]),
  ...banks('small-finance', [
    ['AU Small Finance Bank', 'AUBL'],
    ['Capital Small Finance Bank', 'CLBL'],
    ['Equitas Small Finance Bank', 'ESFB'],
    ['ESAF Small Finance Bank', 'ESMF'],
    ['Jana Small Finance Bank', 'JSFB'],
    ['Shivalik Small Finance Bank', 'SMCB'],
    ['Suryoday Small Finance Bank', 'SURY'],
    ['Ujjivan Small Finance Bank', 'UJVN'],
    ['Utkarsh Small Finance Bank', 'UTKS'],
  ]),
  ...banks('payments', [
    ['Airtel Payments Bank', 'AIRP'],
    ['Fino Payments Bank', 'FINO'],
    ['India Post Payments Bank', 'IPOS'],
    ['Jio Payments Bank', 'JIOP'],
    ['NSDL Payments Bank', 'NSPB'],
    ['Paytm Payments Bank', 'PYTM'],
  ]),
  ...banks('foreign', [
    ['Bank of America', 'BOFA'],
    ['Barclays Bank', 'BARC'],
    ['BNP Paribas', 'BNPA'],
    ['Citibank', 'CITI'],
    ['DBS Bank India', 'DBSS'],
    ['Deutsche Bank', 'DEUT'],
    ['HSBC', 'HSBC'],
    ['JPMorgan Chase Bank', 'CHAS'],
    ['Standard Chartered Bank', 'SCBL'],
  ]),
  ...banks('regional-rural', [
    ['Kerala Gramin Bank', 'KLGB'],
    ['Maharashtra Gramin Bank', 'MAHG'],
  ]),
  ...banks('co-operative', [
    ['Abhyudaya Co-operative Bank', 'ABHY'],
    ['Apna Sahakari Bank', 'ASBL'],
    ['Bharat Co-operative Bank (Mumbai)', 'BCBM'],
    ['Cosmos Co-operative Bank', 'COSB'],
    ['Gujarat State Co-operative Bank', 'GSCB'],
    ['Janata Sahakari Bank (Pune)', 'JSBP'],
    ['Kalupur Commercial Co-operative Bank', 'KCCB'],
    ['Kalyan Janata Sahakari Bank', 'KJSB'],
    ['Mehsana Urban Co-operative Bank', 'MSNU'],
    ['NKGSB Co-operative Bank', 'NKGS'],
    ['Rajkot Nagarik Sahakari Bank', 'RNSB'],
    ['Saraswat Co-operative Bank', 'SRCB'],
    ['SVC Co-operative Bank', 'SVCB'],
    ['TJSB Sahakari Bank', 'TJSB'],
    ['Thane Bharat Sahakari Bank', 'TBSB'],
    ['Zoroastrian Co-operative Bank', 'ZCBL'],
  ]),
].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));

/** The bank names, sorted, for the Bank select. */
export const INDIAN_BANK_NAMES: readonly string[] = INDIAN_BANKS.map((b) => b.name);

export function findBankByName(name: string): IndianBank | null {
  return INDIAN_BANKS.find((b) => b.name === name) ?? null;
}

/**
 * The bank an IFSC belongs to, by its first four letters (case aside); null for a code not listed or a
 * text too short to have one. Does not check the rest of the IFSC: IfscSchema does.
 */
export function bankOfIfsc(ifsc: string): IndianBank | null {
  const code = ifsc.trim().slice(0, 4).toUpperCase();
  if (!/^[A-Z]{4}$/.test(code)) return null;
  return INDIAN_BANKS.find((b) => b.code === code) ?? null;
}
