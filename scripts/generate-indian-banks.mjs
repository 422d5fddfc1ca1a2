// `node scripts/generate-indian-banks.mjs <dir>`: writes packages/shared/src/indian-banks-register.ts,
// the banks of the RBI's IFSC register that the auction registration form offers
// (docs/decisions/034).
//
// <dir> is the `src` folder of the npm package `ifsc` (MIT licence, Razorpay), which publishes the
// register as data: banknames.json (bank code to name), banks.json (code to bank type), IFSC.json
// (the codes that start IFSCs of their own) and sublet.json / custom-sublets.json (IFSCs, or the
// start of IFSCs, that a sponsor bank issued for a smaller bank clearing through it). To refresh:
//
//   npm pack ifsc@<version> && tar xzf ifsc-<version>.tgz
//   node scripts/generate-indian-banks.mjs package/src <register date YYYY-MM-DD>
//
// Only facts are carried over: names, codes and IFSCs. Banks merged into others (whose IFSCs no longer
// work) and institutions where nobody keeps an account are left out, by the lists below; a bank the
// rules cannot place stops the script, to be placed by hand rather than guessed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const [dir, registerDate] = process.argv.slice(2);
if (!dir || !/^\d{4}-\d{2}-\d{2}$/.test(registerDate ?? '')) {
  console.error(
    'usage: node scripts/generate-indian-banks.mjs <ifsc package src dir> <register date YYYY-MM-DD>',
  );
  process.exit(2);
}
const read = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const names = read('banknames.json');
const types = read('banks.json');
const ownCodes = new Set(Object.keys(read('IFSC.json')));
const sublets = { ...read('sublet.json'), ...read('custom-sublets.json') };

/** Merged into another bank: their IFSCs were withdrawn. */
const MERGED = {
  ALLA: 'Indian Bank, 2020',
  ANDB: 'Union Bank of India, 2020',
  CORP: 'Union Bank of India, 2020',
  SYNB: 'Canara Bank, 2020',
  ORBC: 'Punjab National Bank, 2020',
  UTBI: 'Punjab National Bank, 2020',
  VIJB: 'Bank of Baroda, 2019',
  BKDN: 'Bank of Baroda, 2019',
  LAVB: 'DBS Bank India, 2020',
  FSFB: 'AU Small Finance Bank, 2024',
  ABNA: 'left India',
};
/** In the register, but not banks where a bidder keeps an account. */
const NOT_FOR_ACCOUNTS = ['RBIN', 'RBIP', 'RBIS', 'ICLL', 'XNSE', 'CCIL', 'DICG', 'NBRD', 'EIBI', 'NHBA'];
/** The same, for names that sponsor banks' IFSCs are issued to without a code of their own. */
const NAMES_NOT_FOR_ACCOUNTS = ['General Post Office'];

/** The names bidders know, where the register's name is longer, older or in capitals. */
const NAMES = {
  JAKA: 'Jammu & Kashmir Bank',
  CHAS: 'JPMorgan Chase Bank',
  HSBC: 'HSBC',
  DBSS: 'DBS Bank India',
  ESMF: 'ESAF Small Finance Bank',
  BARC: 'Barclays Bank',
  CITI: 'Citibank',
  SCBL: 'Standard Chartered Bank',
  IBKL: 'IDBI Bank',
  IDFB: 'IDFC FIRST Bank',
  RATN: 'RBL Bank',
  CSBK: 'CSB Bank',
  DCBL: 'DCB Bank',
  BUCB: 'Burdwan Central Co-operative Bank',
  TGRB: 'Telangana Grameena Bank',
  UNBA: 'Unity Small Finance Bank',
};

const KIND_OF_TYPE = {
  PSB: 'public-sector',
  Private: 'private-sector',
  SFB: 'small-finance',
  PB: 'payments',
  Foreign: 'foreign',
  RRB: 'regional-rural',
  LAB: 'local-area',
  SCB: 'co-operative',
  DCCB: 'co-operative',
  'S-UCB': 'co-operative',
  'O-UCB': 'co-operative',
};
/** Banks the register gives no type, placed by hand. */
const KINDS = {
  IPOS: 'payments',
  DMKJ: 'co-operative',
  MAHG: 'regional-rural',
  SMCB: 'small-finance',
  UJVN: 'small-finance',
  UNBA: 'small-finance',
  ESMF: 'small-finance',
  COAS: 'local-area',
  LAVB: 'foreign',
  DBSS: 'foreign',
  ...Object.fromEntries(
    [
      'ANZB',
      'CRES',
      'CTCB',
      'DOHB',
      'FIRN',
      'HVBK',
      'IBBK',
      'IBKO',
      'ICBK',
      'KBKB',
      'KOEX',
      'MSHQ',
      'NBAD',
      'QNBA',
      'SABR',
      'UOVB',
    ].map((code) => [code, 'foreign']),
  ),
};

function kindOf(code, name) {
  if (KINDS[code]) return KINDS[code];
  const type = types[code]?.type;
  if (type && KIND_OF_TYPE[type]) return KIND_OF_TYPE[type];
  if (/Small Finance/i.test(name)) return 'small-finance';
  if (/Payments Bank/i.test(name)) return 'payments';
  if (/Gramin|Grameen|Grameena/i.test(name)) return 'regional-rural';
  if (
    /Co-?operative|Sahakari|Nagari|Nagrik|Souhardha|Apex|Urban|Central Bank|Peoples|Mercantile|Janata|ZPSS|Nagri|Transport Bank/i.test(
      name,
    )
  ) {
    return 'co-operative';
  }
  throw new Error(`No kind for ${code} ${name}: add it to KINDS`);
}

/** The register's name, trimmed and without a shouted 'BANK' or 'BOUDH'. */
const tidy = (name) =>
  name
    .trim()
    .replace(/\bBANK\b/g, 'Bank')
    .replace(/\bBOUDH\b/g, 'Boudh');
const key = (name) => tidy(name).toLowerCase();

/** lower-case name -> { name, code, kind, ifscs }: one bank however many codes name it */
const banks = new Map();
const skippedNames = new Set(
  [...Object.keys(MERGED), ...NOT_FOR_ACCOUNTS]
    .map((code) => names[code])
    .concat(NAMES_NOT_FOR_ACCOUNTS)
    .filter(Boolean)
    .map(key),
);
const skipped = (code) => code in MERGED || NOT_FOR_ACCOUNTS.includes(code);

function bankFor(codeOrName) {
  const isCode = /^[A-Z]{4}$/.test(codeOrName);
  if (isCode && skipped(codeOrName)) return null;
  const registerName = isCode ? names[codeOrName] : codeOrName;
  if (!registerName) return null; // a code the register names nowhere: not guessed
  if (skippedNames.has(key(registerName))) return null;
  const name = (isCode && NAMES[codeOrName]) || tidy(registerName);
  let bank = banks.get(key(name)) ?? banks.get(key(registerName));
  if (!bank) {
    bank = { name, code: '', kind: kindOf(isCode ? codeOrName : '', name), ifscs: [] };
    banks.set(key(name), bank);
    banks.set(key(registerName), bank);
  }
  return bank;
}

for (const code of ownCodes) {
  const bank = bankFor(code);
  if (bank) bank.code = code;
}
for (const [ifsc, owner] of Object.entries(sublets)) {
  if (/^[A-Z]{4}$/.test(ifsc)) continue; // a whole code for another (UJVN for USFB): the same bank twice
  const sponsor = ifsc.slice(0, 4);
  if (skipped(sponsor)) continue; // issued under a merged bank's withdrawn code, or a non-bank's
  const bank = bankFor(owner);
  if (bank && bank.code !== sponsor) bank.ifscs.push(ifsc);
}

const list = [...new Set(banks.values())]
  .filter((bank) => bank.code || bank.ifscs.length)
  .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
for (const bank of list) bank.ifscs.sort();

const line = (b) =>
  `  [${JSON.stringify(b.name)}, '${b.code}', '${b.kind}'${b.ifscs.length ? `, ${JSON.stringify(b.ifscs).replace(/","/g, '", "')}` : ''}],`;
const out = `// Generated by scripts/generate-indian-banks.mjs from the RBI's IFSC register as published on
// ${registerDate} (the npm package ifsc). Do not edit by hand: change the script's lists and run it again.
import type { RegisterBank } from './indian-banks';

/** The date of the IFSC register these banks come from. */
export const IFSC_REGISTER_DATE = '${registerDate}';

/**
 * [name, the code starting its own IFSCs ('' when it has none), kind, IFSCs or starts of IFSCs that
 * other (sponsor) banks issued for it].
 */
export const REGISTER_BANKS: readonly RegisterBank[] = [
${list.map(line).join('\n')}
];
`;
const file = fileURLToPath(new URL('../packages/shared/src/indian-banks-register.ts', import.meta.url));
const options = await prettier.resolveConfig(file);
writeFileSync(file, await prettier.format(out, { ...options, filepath: file }));
const count = (kind) => list.filter((b) => b.kind === kind).length;
console.log(
  `${list.length} banks:`,
  [
    'public-sector',
    'private-sector',
    'small-finance',
    'payments',
    'foreign',
    'regional-rural',
    'local-area',
    'co-operative',
  ]
    .map((kind) => `${kind} ${count(kind)}`)
    .join(', '),
);
