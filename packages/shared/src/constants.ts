/**
 * Facts about the auction house and the product's business constants (docs/product.md, "Business constants").
 */

export const SITE = {
  name: 'e-Nilami',
  fullName: 'e-Nilami Government E-Auction House',
  tagline: 'Transparent online auctions of bank-secured and other properties',
  digitalSince: 2017,
  customers: '10000+',
  transactions: '10000+',
  postalAddress: [
    'e-Nilami Auction House',
    '4th Floor, Jeevan Vihar, Sansad Marg',
    'New Delhi 110001',
    'India',
  ],
  phone: '+91 11 2334 5678',
  hours: '10:00 am to 06:00 pm',
  businessDays: 'Monday to Saturday',
  salesEmails: ['sales@enilami.in', 'sales.support@enilami.in'],
  social: [
    { name: 'X (Twitter)', url: 'https://x.com/enilami' },
    { name: 'Facebook', url: 'https://www.facebook.com/enilami' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/enilami' },
    { name: 'YouTube', url: 'https://www.youtube.com/@enilami' },
  ],
} as const;

/**
 * SITE's words by their keys in the labels catalogue, for pages, mails and documents in the reader's
 * language; SITE keeps the English (the API's description, the spreadsheets, the sales inbox's mails).
 * The names stay names: the Hindi address writes them in Devanagari.
 */
export const SITE_KEYS = {
  name: 'labels.site.name',
  fullName: 'labels.site.fullName',
  postalAddress: [
    'labels.site.address.line1',
    'labels.site.address.line2',
    'labels.site.address.line3',
    'labels.site.address.line4',
  ],
  hours: 'labels.site.hours',
  businessDays: 'labels.site.businessDays',
  /** The days and the hours in one phrase, as the footer gives them. */
  businessHours: 'labels.site.businessHours',
} as const;

/** The auction house works on Indian Standard Time whatever the visitor's browser says. */
export const TIME_ZONE = 'Asia/Kolkata';
/** IST has had no daylight saving since 1945, so a fixed offset is exact. */
export const IST_OFFSET_MINUTES = 330;

export const CURRENCY = 'INR';
export const COUNTRY = 'India';

export const DEFAULT_AUCTION_START = '10:00';
export const DEFAULT_AUCTION_END = '17:00';
/**
 * Bidding opens at most this long before the end (docs/product.md, "Bidding window"); auctions are entered
 * within it.
 */
export const MAX_BIDDING_WINDOW_HOURS = 7;
export const MIN_BID_STEP = 1000;
export const DEFAULT_BID_INCREMENT = 1000;
export const AUTO_BID_DELAY_MS = 3000;
export const BID_HISTORY_LIMIT = 50;
export const TENDER_FEE = 0;
/** The EMD progress bar measures days left to the EMD deadline on a 30-day scale. */
export const EMD_PROGRESS_SCALE_DAYS = 30;
/** EMD is 10% of the reserve price unless a property carries its own amount. */
export const DEFAULT_EMD_PERCENT = 10;
export const RESET_REDIRECT_MS = 3000;
export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 300;
export const TOKEN_STORAGE_KEY = 'token';

/*
 * The display controls of the header (GIGW), remembered in localStorage. The web app applies them; the
 * server's boot script (apps/server/src/platform/boot-script.ts) applies them before the first paint.
 */
/** Percent of the browser's root font size: 'A-' goes down a step, 'A+' up a step, 'A' back to 100. */
export const TEXT_SIZE_STEPS = [87.5, 100, 112.5, 125] as const;
export const DEFAULT_TEXT_SIZE = 100;
export const TEXT_SIZE_STORAGE_KEY = 'display.textSize';
export const CONTRAST_STORAGE_KEY = 'display.contrast';
/** The stored value of CONTRAST_STORAGE_KEY that turns the high-contrast theme on. */
export const HIGH_CONTRAST_VALUE = 'high';

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
/** The home page asks for this many cards at a time. */
export const HOME_PAGE_SIZE = 24;
/**
 * Values of GET /api/properties' `auctionState`. Without it the catalogue lists what a visitor can
 * still act on, upcoming and live auctions; 'all' adds the ended ones (for integrations that want
 * everything, as the list answered before the filter existed).
 */
export const AUCTION_STATE_FILTERS = ['upcoming', 'live', 'ended', 'all'] as const;
export type AuctionStateFilter = (typeof AUCTION_STATE_FILTERS)[number];

/**
 * Home filter property types: value is matched by containment in the property's type; labelKey is the
 * key of its label in the labels catalogue.
 */
export const FILTER_PROPERTY_TYPES = [
  { value: 'RESIDENTIAL', labelKey: 'labels.propertyTypeFilter.residential' },
  { value: 'COMMERCIAL', labelKey: 'labels.propertyTypeFilter.commercial' },
  { value: 'INDUSTRIAL', labelKey: 'labels.propertyTypeFilter.industrial' },
  { value: 'LAND', labelKey: 'labels.propertyTypeFilter.land' },
] as const;

/**
 * The one finance company the home filter first offered; the filter now offers the banks of the catalogue
 * (docs/product.md, "Ended auctions leave the default list, banks come from the data").
 */
export const FILTER_BANKS = [
  { value: 'Bharat Housing Finance Ltd', label: 'Bharat Housing Finance Ltd' },
] as const;

/**
 * Account registration: states and their cities (docs/product.md, "Enumerations"). Places are names,
 * shown as they are in every language (as india-places.ts's are).
 */
export const ACCOUNT_STATES = [
  { value: 'madhya-pradesh', label: 'Madhya Pradesh', cities: ['indore', 'bhopal', 'jabalpur'] },
  { value: 'maharashtra', label: 'Maharashtra', cities: ['mumbai', 'pune', 'nagpur'] },
  { value: 'gujarat', label: 'Gujarat', cities: ['ahmedabad', 'surat', 'vadodara'] },
  { value: 'delhi', label: 'Delhi', cities: ['new-delhi', 'north-delhi', 'south-delhi'] },
] as const;

/** Industries and their sub-industries, by value; labelKey and SUB_INDUSTRY_KEYS name their labels. */
export const INDUSTRIES = [
  {
    value: 'real-estate',
    labelKey: 'labels.industry.realEstate',
    subIndustries: ['residential', 'commercial', 'industrial'],
  },
  {
    value: 'automotive',
    labelKey: 'labels.industry.automotive',
    subIndustries: ['cars', 'commercial-vehicles', 'spare-parts'],
  },
  {
    value: 'banking',
    labelKey: 'labels.industry.banking',
    subIndustries: ['retail-banking', 'corporate-banking', 'investment-banking'],
  },
  {
    value: 'manufacturing',
    labelKey: 'labels.industry.manufacturing',
    subIndustries: ['textiles', 'electronics', 'machinery'],
  },
] as const;
export type SubIndustry = (typeof INDUSTRIES)[number]['subIndustries'][number];
export const SUB_INDUSTRY_KEYS: Record<SubIndustry, string> = {
  residential: 'labels.subIndustry.residential',
  commercial: 'labels.subIndustry.commercial',
  industrial: 'labels.subIndustry.industrial',
  cars: 'labels.subIndustry.cars',
  'commercial-vehicles': 'labels.subIndustry.commercialVehicles',
  'spare-parts': 'labels.subIndustry.spareParts',
  'retail-banking': 'labels.subIndustry.retailBanking',
  'corporate-banking': 'labels.subIndustry.corporateBanking',
  'investment-banking': 'labels.subIndustry.investmentBanking',
  textiles: 'labels.subIndustry.textiles',
  electronics: 'labels.subIndustry.electronics',
  machinery: 'labels.subIndustry.machinery',
};

/**
 * Auction registration form enumerations. Its states, districts and banks are India's own, in
 * india-places.ts and indian-banks.ts. labelKey: the key of the mode's label.
 */
export const PAYMENT_MODES = [
  { value: 'Neft - Rtgs', labelKey: 'labels.paymentMode.neftRtgs' },
  { value: 'Demand Draft', labelKey: 'labels.paymentMode.demandDraft' },
  { value: 'Payorder', labelKey: 'labels.paymentMode.payOrder' },
  { value: 'Cheque', labelKey: 'labels.paymentMode.cheque' },
] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number]['value'];
/** The key of each payment mode's label, by the value the form sends. */
export const PAYMENT_MODE_KEYS = Object.fromEntries(
  PAYMENT_MODES.map((m) => [m.value, m.labelKey]),
) as Record<PaymentMode, string>;

/**
 * Add Property enumerations. The values are stored and exchanged as they are (the database, the API,
 * the spreadsheets); pages, mails and documents show them by the keys of their labels.
 */
export const ZONES = ['NORTH', 'SOUTH', 'EAST', 'WEST', 'CENTRAL'] as const;
export type Zone = (typeof ZONES)[number];
export const ZONE_KEYS: Record<Zone, string> = {
  NORTH: 'labels.zone.north',
  SOUTH: 'labels.zone.south',
  EAST: 'labels.zone.east',
  WEST: 'labels.zone.west',
  CENTRAL: 'labels.zone.central',
};
export const PROPERTY_TYPES = [
  'RESIDENTIAL HOUSE',
  'RESIDENTIAL FLAT',
  'COMMERCIAL PROPERTY',
  'INDUSTRIAL PROPERTY',
  'LAND',
  'AGRICULTURAL LAND',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_KEYS: Record<PropertyType, string> = {
  'RESIDENTIAL HOUSE': 'labels.propertyType.residentialHouse',
  'RESIDENTIAL FLAT': 'labels.propertyType.residentialFlat',
  'COMMERCIAL PROPERTY': 'labels.propertyType.commercialProperty',
  'INDUSTRIAL PROPERTY': 'labels.propertyType.industrialProperty',
  LAND: 'labels.propertyType.land',
  'AGRICULTURAL LAND': 'labels.propertyType.agriculturalLand',
};
export const POSSESSION_TYPES = ['PHYSICAL', 'SYMBOLIC'] as const;
export type PossessionType = (typeof POSSESSION_TYPES)[number];
export const POSSESSION_TYPE_KEYS: Record<PossessionType, string> = {
  PHYSICAL: 'labels.possessionType.physical',
  SYMBOLIC: 'labels.possessionType.symbolic',
};
export const VENDORS = ['In-house', 'Procure Assist Services Pvt Ltd'] as const;
/** A vendor's name is a name: only the auction house's own word has a label. */
export const VENDOR_KEYS: Partial<Record<(typeof VENDORS)[number], string>> = {
  'In-house': 'labels.vendor.inHouse',
};

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
