/** The main links of the navigation bar (docs/product.md, "Navigation bar"), their labels' message keys. */
export const MAIN_LINKS = [
  { to: '/', label: 'nav.upcomingAuction' },
  { to: '/assets', label: 'nav.assetsListing' },
  { to: '/about', label: 'nav.aboutUs' },
  { to: '/contact', label: 'nav.contactUs' },
] as const;

/** The signed-in user's links, in the desktop dropdown and the mobile menu. */
export const ACCOUNT_LINKS = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/dashboard/profile', label: 'nav.profileSettings' },
  { to: '/dashboard/interested-properties', label: 'nav.interestedProperties' },
  { to: '/dashboard/bidding-history', label: 'nav.biddingHistory' },
  // Not in the product's menu: where a bidder follows an auction registration's review (as in the dashboard).
  { to: '/dashboard/registrations', label: 'nav.myRegistrations' },
] as const;
