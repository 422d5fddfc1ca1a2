/**
 * The thirteen policy pages (docs/product.md, "Static policy pages"): path and heading only, so the router
 * and the footer can list them without loading the policy texts, which live in their own chunk. The
 * heading is a message key (locales/, and the common catalogue for the footer): render it with `_(title)`.
 */
export const POLICY_PAGES = [
  { slug: 'feedback', path: '/feedback', title: 'policies.title.feedback' },
  { slug: 'disclaimer', path: '/disclaimer', title: 'policies.title.disclaimer' },
  { slug: 'terms-of-use', path: '/terms-of-use', title: 'policies.title.termsOfUse' },
  {
    slug: 'website-accessibility',
    path: '/website-accessibility',
    title: 'policies.title.websiteAccessibility',
  },
  { slug: 'privacy-policy', path: '/privacy-policy', title: 'policies.title.privacyPolicy' },
  { slug: 'hyperlinking-policy', path: '/hyperlinking-policy', title: 'policies.title.hyperlinkingPolicy' },
  { slug: 'copyright-policy', path: '/copyright-policy', title: 'policies.title.copyrightPolicy' },
  {
    slug: 'content-archival-policy',
    path: '/content-archival-policy',
    title: 'policies.title.contentArchivalPolicy',
  },
  {
    slug: 'website-security-policy',
    path: '/website-security-policy',
    title: 'policies.title.websiteSecurityPolicy',
  },
  {
    slug: 'website-monitoring-policy',
    path: '/website-monitoring-policy',
    title: 'policies.title.websiteMonitoringPolicy',
  },
  {
    slug: 'content-review-policy',
    path: '/content-review-policy',
    title: 'policies.title.contentReviewPolicy',
  },
  {
    slug: 'website-contingency-management-policy',
    path: '/website-contingency-management-policy',
    title: 'policies.title.websiteContingencyManagementPolicy',
  },
  // /content-map is the content contribution, moderation and approval policy (docs/product.md,
  // "Static policy pages").
  {
    slug: 'content-map',
    path: '/content-map',
    title: 'policies.title.contentMap',
  },
] as const;

export type PolicySlug = (typeof POLICY_PAGES)[number]['slug'];
