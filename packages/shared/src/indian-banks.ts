/*
 * The banks of India's IFSC register (the RBI's list of bank branches that take NEFT and RTGS
 * payments): public and private sector, small finance, payments, foreign, regional rural, local area
 * and co-operative banks. Used by the auction registration form: the Bank select offers these names,
 * typing an IFSC selects its bank, and the server refuses a bank not listed or an IFSC of another bank
 * (auctionRegistrationSchema).
 *
 * The list itself is indian-banks-register.ts, generated from the register by
 * scripts/generate-indian-banks.mjs, never edited by hand (docs/decisions/034). An IFSC is a bank's
 * four-letter code, a 0, and six letters or digits naming the branch. Many small co-operative and
 * regional rural banks have no code of their own: a sponsor bank issues IFSCs for them under its code
 * (HDFC0CAKJB1 is Akola Janata Commercial Co-operative Bank's, not HDFC Bank's), and the register lists
 * those IFSCs, or how they start, with the bank they belong to.
 */
import { REGISTER_BANKS } from './indian-banks-register';

export type IndianBankKind =
  | 'public-sector'
  | 'private-sector'
  | 'small-finance'
  | 'payments'
  | 'foreign'
  | 'regional-rural'
  | 'local-area'
  | 'co-operative';

/** A bank as the register file lists it: see REGISTER_BANKS. */
export type RegisterBank = readonly [
  name: string,
  code: string,
  kind: IndianBankKind,
  sponsorIfscs?: readonly string[],
];

export interface IndianBank {
  name: string;
  /** The four letters starting the bank's own IFSCs; '' for a bank whose IFSCs all come from sponsors. */
  code: string;
  kind: IndianBankKind;
  /** IFSCs, or the start of IFSCs, that sponsor banks issued for this bank. */
  sponsorIfscs: readonly string[];
}

/** Every bank of the register, sorted by name. */
export const INDIAN_BANKS: readonly IndianBank[] = REGISTER_BANKS.map(
  ([name, code, kind, sponsorIfscs = []]) => ({
    name,
    code,
    kind,
    sponsorIfscs,
  }),
);

/** The bank names, sorted, for the Bank select. */
export const INDIAN_BANK_NAMES: readonly string[] = INDIAN_BANKS.map((b) => b.name);

/** The kinds in the order the Bank select groups them, with each group's heading. */
export const INDIAN_BANK_KINDS: readonly { kind: IndianBankKind; label: string }[] = [
  { kind: 'public-sector', label: 'Public sector banks' },
  { kind: 'private-sector', label: 'Private sector banks' },
  { kind: 'small-finance', label: 'Small finance banks' },
  { kind: 'payments', label: 'Payments banks' },
  { kind: 'regional-rural', label: 'Regional rural banks' },
  { kind: 'co-operative', label: 'Co-operative banks' },
  { kind: 'local-area', label: 'Local area banks' },
  { kind: 'foreign', label: 'Foreign banks' },
];

const byName = new Map(INDIAN_BANKS.map((b) => [b.name, b]));
const byCode = new Map(INDIAN_BANKS.filter((b) => b.code).map((b) => [b.code, b]));
/** Sponsor-issued IFSCs and starts of IFSCs, longest first, so the most precise one wins. */
const bySponsorIfsc = INDIAN_BANKS.flatMap((bank) =>
  bank.sponsorIfscs.map((start) => ({ start, bank })),
).sort((a, b) => b.start.length - a.start.length);

export function findBankByName(name: string): IndianBank | null {
  return byName.get(name) ?? null;
}

/**
 * The bank an IFSC belongs to (case aside): the bank a sponsor issued it for when the register says
 * so, otherwise the bank whose code starts it; null for a code not listed or a text too short to have
 * one. Does not check the rest of the IFSC: IfscSchema does.
 */
export function bankOfIfsc(ifsc: string): IndianBank | null {
  const text = ifsc.trim().toUpperCase();
  const code = text.slice(0, 4);
  if (!/^[A-Z]{4}$/.test(code)) return null;
  const sponsored = text.length > 4 ? bySponsorIfsc.find(({ start }) => text.startsWith(start)) : undefined;
  return sponsored?.bank ?? byCode.get(code) ?? null;
}

/** The codes a bank's IFSCs may start with: its own, and those of the banks that sponsor it. */
export function ifscCodesOf(bank: IndianBank): string[] {
  return [...new Set([bank.code, ...bank.sponsorIfscs.map((ifsc) => ifsc.slice(0, 4))].filter(Boolean))];
}
