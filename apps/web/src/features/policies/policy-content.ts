import type { Locale } from '@eauction/shared';
import { POLICIES_EN } from './policy-content.en';
import { POLICIES_HI } from './policy-content.hi';
import type { PolicySlug } from './policy-list';

/**
 * The texts of the policy pages in each of the site's languages (policy-content.en.ts and
 * policy-content.hi.ts), kept as data so one component renders them all and an editor changes words,
 * not markup. Both languages have the same sections, in the same order, with the same ids and links
 * (policy-content.test.ts).
 */

export type PolicyLink = { label: string; to: string };

export type PolicySection = {
  /**
   * The section's anchor on its page, `${slug}-${id}` (policy-page.tsx): an English slug, the same in
   * every language, made from the English heading (lower case, anything but letters and digits a '-').
   */
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  links?: PolicyLink[];
};

export type Policy = {
  /** One sentence for the page's meta description and lead paragraph. */
  summary: string;
  keywords: string[];
  sections: PolicySection[];
};

export const POLICIES: Record<Locale, Record<PolicySlug, Policy>> = { en: POLICIES_EN, hi: POLICIES_HI };
