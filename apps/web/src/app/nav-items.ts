/** The main links of the navigation bar (docs/product.md, "Navigation bar"). */
export const MAIN_LINKS = [
  { to: '/', label: 'Upcoming Auction' },
  { to: '/assets', label: 'Assets Listing' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
] as const;

/** The signed-in user's links, in the desktop dropdown and the mobile menu. */
export const ACCOUNT_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashboard/profile', label: 'Profile Settings' },
  { to: '/dashboard/interested-properties', label: 'Interested Properties' },
  { to: '/dashboard/bidding-history', label: 'Bidding History' },
  // Not in the product's menu: where a bidder follows an auction registration's review (as in the dashboard).
  { to: '/dashboard/registrations', label: 'My Registrations' },
] as const;
