/** The main links of the navigation bar (spec 2, "Navigation bar"). */
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
] as const;
