/**
 * The thirteen policy pages (docs/product.md, "Static policy pages"): path and heading only, so the router
 * and the footer can list them without loading the policy texts, which live in their own chunk.
 */
export const POLICY_PAGES = [
  { slug: 'feedback', path: '/feedback', title: 'Feedback' },
  { slug: 'disclaimer', path: '/disclaimer', title: 'Disclaimer' },
  { slug: 'terms-of-use', path: '/terms-of-use', title: 'Terms of Use' },
  { slug: 'website-accessibility', path: '/website-accessibility', title: 'Website Accessibility' },
  { slug: 'privacy-policy', path: '/privacy-policy', title: 'Privacy Policy' },
  { slug: 'hyperlinking-policy', path: '/hyperlinking-policy', title: 'Hyperlinking Policy' },
  { slug: 'copyright-policy', path: '/copyright-policy', title: 'Copyright Policy' },
  { slug: 'content-archival-policy', path: '/content-archival-policy', title: 'Content Archival Policy' },
  { slug: 'website-security-policy', path: '/website-security-policy', title: 'Website Security Policy' },
  {
    slug: 'website-monitoring-policy',
    path: '/website-monitoring-policy',
    title: 'Website Monitoring Policy',
  },
  { slug: 'content-review-policy', path: '/content-review-policy', title: 'Content Review Policy' },
  {
    slug: 'website-contingency-management-policy',
    path: '/website-contingency-management-policy',
    title: 'Website Contingency Management Policy',
  },
  // /content-map is the content contribution, moderation and approval policy (docs/product.md,
  // "Static policy pages").
  {
    slug: 'content-map',
    path: '/content-map',
    title: 'Content Contribution, Moderation and Approval Policy',
  },
] as const;

export type PolicySlug = (typeof POLICY_PAGES)[number]['slug'];
