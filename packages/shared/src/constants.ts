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

/** Home filter property types: value is matched by containment in the property's type. */
export const FILTER_PROPERTY_TYPES = [
  { value: 'RESIDENTIAL', label: 'Residential House' },
  { value: 'COMMERCIAL', label: 'Commercial Space' },
  { value: 'INDUSTRIAL', label: 'Industrial Property' },
  { value: 'LAND', label: 'Land/Plot' },
] as const;

/**
 * The one finance company the home filter first offered; the filter now offers the banks of the catalogue
 * (docs/product.md, "Ended auctions leave the default list, banks come from the data").
 */
export const FILTER_BANKS = [
  { value: 'Bharat Housing Finance Ltd', label: 'Bharat Housing Finance Ltd' },
] as const;

/** Account registration: states and their cities (docs/product.md, "Enumerations"). */
export const ACCOUNT_STATES = [
  { value: 'madhya-pradesh', label: 'Madhya Pradesh', cities: ['indore', 'bhopal', 'jabalpur'] },
  { value: 'maharashtra', label: 'Maharashtra', cities: ['mumbai', 'pune', 'nagpur'] },
  { value: 'gujarat', label: 'Gujarat', cities: ['ahmedabad', 'surat', 'vadodara'] },
  { value: 'delhi', label: 'Delhi', cities: ['new-delhi', 'north-delhi', 'south-delhi'] },
] as const;

export const INDUSTRIES = [
  { value: 'real-estate', label: 'Real Estate', subIndustries: ['residential', 'commercial', 'industrial'] },
  { value: 'automotive', label: 'Automotive', subIndustries: ['cars', 'commercial-vehicles', 'spare-parts'] },
  {
    value: 'banking',
    label: 'Banking',
    subIndustries: ['retail-banking', 'corporate-banking', 'investment-banking'],
  },
  { value: 'manufacturing', label: 'Manufacturing', subIndustries: ['textiles', 'electronics', 'machinery'] },
] as const;

/**
 * Auction registration form enumerations. Its states, districts and banks are India's own, in
 * india-places.ts and indian-banks.ts.
 */
export const PAYMENT_MODES = [
  { value: 'Neft - Rtgs', label: 'NEFT - RTGS' },
  { value: 'Demand Draft', label: 'Demand Draft' },
  { value: 'Payorder', label: 'Pay Order' },
  { value: 'Cheque', label: 'Cheque' },
] as const;

/** Add Property enumerations. */
export const ZONES = ['NORTH', 'SOUTH', 'EAST', 'WEST', 'CENTRAL'] as const;
export const PROPERTY_TYPES = [
  'RESIDENTIAL HOUSE',
  'RESIDENTIAL FLAT',
  'COMMERCIAL PROPERTY',
  'INDUSTRIAL PROPERTY',
  'LAND',
  'AGRICULTURAL LAND',
] as const;
export const POSSESSION_TYPES = ['PHYSICAL', 'SYMBOLIC'] as const;
export const VENDORS = ['In-house', 'Procure Assist Services Pvt Ltd'] as const;

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
