import { describe, expect, it } from 'vitest';
import { LOCALES, SITE, SITE_KEYS } from '@eauction/shared';
import { SHARED_CATALOGUES } from '@eauction/shared/catalogues';
import { POLICIES, type PolicySection } from './policy-content';
import { POLICIES_EN } from './policy-content.en';
import { BUSINESS_DAYS_HI, HOURS_HI, POLICIES_HI, POSTAL_ADDRESS, SITE_NAME } from './policy-content.hi';
import { POLICY_PAGES } from './policy-list';
import en from '../../locales/en.json';
import hi from '../../locales/hi.json';

const SLUGS = POLICY_PAGES.map((page) => page.slug);

/** Every text a section shows, the link labels included. */
function textsOf(section: PolicySection): string[] {
  return [
    section.heading,
    ...(section.paragraphs ?? []),
    ...(section.items ?? []),
    ...(section.links ?? []).map((link) => link.label),
  ];
}

describe('the policy texts', () => {
  it('has every policy page in every language', () => {
    for (const locale of LOCALES) expect(Object.keys(POLICIES[locale]).sort()).toEqual([...SLUGS].sort());
    expect(POLICIES.en).toBe(POLICIES_EN);
    expect(POLICIES.hi).toBe(POLICIES_HI);
  });

  it("keeps the English sections' anchors as they were: the id is the heading, lower case, '-' for the rest", () => {
    for (const slug of SLUGS) {
      for (const section of POLICIES_EN[slug].sections) {
        expect(section.id, `${slug}: ${section.heading}`).toBe(
          section.heading.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        );
      }
    }
  });

  it('gives the sections of a page distinct ids', () => {
    for (const slug of SLUGS) {
      const ids = POLICIES_EN[slug].sections.map((section) => section.id);
      expect(new Set(ids).size, slug).toBe(ids.length);
    }
  });

  describe.each(SLUGS)('%s in Hindi', (slug) => {
    const english = POLICIES_EN[slug];
    const hindi = POLICIES_HI[slug];

    it('has the same sections as the English, in the same order, with as many paragraphs, items and links', () => {
      expect(hindi.sections.map((section) => section.id)).toEqual(
        english.sections.map((section) => section.id),
      );
      hindi.sections.forEach((section, index) => {
        const original = english.sections[index]!;
        expect(section.paragraphs?.length, section.id).toBe(original.paragraphs?.length);
        expect(section.items?.length, section.id).toBe(original.items?.length);
        expect(section.links?.length, section.id).toBe(original.links?.length);
        expect(
          section.links?.map((link) => link.to),
          section.id,
        ).toEqual(original.links?.map((link) => link.to));
      });
    });

    it('is translated: no text is the English one', () => {
      expect(hindi.summary).not.toBe(english.summary);
      expect(hindi.summary).toMatch(/[\u0900-\u097F]/);
      hindi.sections.forEach((section, index) => {
        const englishTexts = new Set(textsOf(english.sections[index]!));
        for (const text of textsOf(section)) {
          expect(englishTexts.has(text), `${section.id}: ${text}`).toBe(false);
          expect(text, section.id).toMatch(/[\u0900-\u097F]/);
        }
      });
    });

    it("names the site and the auction house's addresses as the English does", () => {
      const all = (policy: typeof english) => JSON.stringify(policy);
      const count = (text: string, part: string) => text.split(part).length - 1;
      for (const fact of [...SITE.salesEmails, SITE.phone]) {
        expect(count(all(hindi), fact), fact).toBe(count(all(english), fact));
      }
      // The site's name and the postal address as Hindi pages write them (the labels catalogue).
      expect(count(all(hindi), POSTAL_ADDRESS)).toBe(count(all(english), SITE.postalAddress.join(', ')));
      expect(count(all(hindi), SITE_NAME)).toBe(count(all(english), SITE.name));
    });
  });

  it('states the facts the product requires in Hindi too', () => {
    const text = (slug: (typeof SLUGS)[number]) => JSON.stringify(POLICIES_HI[slug]);
    expect(text('feedback')).toContain('5 कार्य दिवसों के भीतर');
    expect(text('website-accessibility')).toContain('5 कार्य दिवसों के भीतर');
    expect(text('website-monitoring-policy')).toContain('अर्धवार्षिक समीक्षा');
    expect(text('content-review-policy')).toContain('अर्धवार्षिक समीक्षा');
    expect(text('privacy-policy')).toContain('हमारी कोई धनवापसी नीति नहीं है');
    expect(text('terms-of-use')).toContain('भारतीय कानून');
    expect(text('terms-of-use')).toContain('नई दिल्ली के न्यायालयों');
  });

  it('writes the site’s name, address, working days and hours as the labels catalogue does', () => {
    const hindi = SHARED_CATALOGUES.hi;
    expect(SITE_NAME).toBe(hindi[SITE_KEYS.name]);
    expect(POSTAL_ADDRESS).toBe(SITE_KEYS.postalAddress.map((key) => hindi[key]).join(', '));
    expect(BUSINESS_DAYS_HI).toBe(hindi[SITE_KEYS.businessDays]);
    expect(HOURS_HI).toBe(hindi[SITE_KEYS.hours]);
    expect(POLICIES_HI.feedback.sections[0]!.items).toContainEqual(
      expect.stringContaining(`${BUSINESS_DAYS_HI}, ${HOURS_HI}`),
    );
  });
});

describe('the policy pages’ titles', () => {
  it("are message keys of the shell's catalogue (the footer lists them), in English as they were and in Hindi", () => {
    const keys = POLICY_PAGES.map((page) => page.title);
    expect(keys.filter((key) => !(key in en) || !(key in hi))).toEqual([]);
    const english = en as Record<string, string>;
    expect(POLICY_PAGES.map((page) => english[page.title])).toEqual([
      'Feedback',
      'Disclaimer',
      'Terms of Use',
      'Website Accessibility',
      'Privacy Policy',
      'Hyperlinking Policy',
      'Copyright Policy',
      'Content Archival Policy',
      'Website Security Policy',
      'Website Monitoring Policy',
      'Content Review Policy',
      'Website Contingency Management Policy',
      'Content Contribution, Moderation and Approval Policy',
    ]);
  });
});
