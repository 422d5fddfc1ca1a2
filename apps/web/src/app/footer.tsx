import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { SITE, SITE_KEYS, istParts } from '@eauction/shared';
import { POLICY_PAGES } from '../features/policies/policy-list';
import classes from './footer.module.css';
import { ServerClockDisplay } from './server-clock-display';

const SOCIAL_ICONS: Record<string, Icon> = {
  'X (Twitter)': IconBrandX,
  Facebook: IconBrandFacebook,
  LinkedIn: IconBrandLinkedin,
  YouTube: IconBrandYoutube,
};

/**
 * The year of the build (vite.config.ts sets VITE_BUILD_YEAR): the pages the server renders (decision 035)
 * show it, so the app's first render must too, or hydration would fail on the first day of a year the
 * build did not see. The browser's own year follows in the first effect.
 */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || istParts(Date.now()).year;

/**
 * The footer (docs/product.md, "Footer"): policy links, sales addresses, social links, postal details and
 * the server clock.
 */
export function SiteFooter() {
  const { _ } = useLingui();
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(istParts(Date.now()).year), []);
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={40}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing={32} verticalSpacing={32}>
          <Stack gap="xs">
            <h2 className={classes.heading}>{_(SITE_KEYS.fullName)}</h2>
            <address className={classes.text}>
              {SITE_KEYS.postalAddress.map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {_(line)}
                </span>
              ))}
            </address>
            <Text className={classes.text}>
              {_('footer.phone')}{' '}
              <a className={classes.link} href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>
                {SITE.phone}
              </a>
            </Text>
            <Text className={classes.text}>{_(SITE_KEYS.businessHours)}</Text>
          </Stack>

          <nav aria-labelledby="footer-policies" className={classes.policies}>
            <h2 className={classes.heading} id="footer-policies">
              {_('footer.policies')}
            </h2>
            <ul className={classes.policyList}>
              {POLICY_PAGES.map((page) => (
                <li key={page.path}>
                  <Link className={classes.link} to={page.path}>
                    {_(page.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <Stack gap="lg">
            <div>
              <h2 className={classes.heading}>{_('footer.salesEnquiries')}</h2>
              <ul className={classes.plainList}>
                {SITE.salesEmails.map((email) => (
                  <li key={email}>
                    <a className={classes.link} href={`mailto:${email}`}>
                      {email}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className={classes.heading}>{_('footer.followUs')}</h2>
              <Group gap="sm">
                {SITE.social.map((social) => {
                  const SocialIcon = SOCIAL_ICONS[social.name];
                  return (
                    <a
                      key={social.url}
                      className={classes.social}
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={_('footer.socialLink', { network: social.name })}
                    >
                      {SocialIcon ? <SocialIcon size={20} aria-hidden="true" /> : social.name}
                    </a>
                  );
                })}
              </Group>
            </div>
          </Stack>
        </SimpleGrid>
      </Container>
      <div className={classes.bottom}>
        <Container size="xl" py="md">
          <Group justify="space-between" gap="sm">
            <Text className={classes.text}>{_('footer.copyright', { year })}</Text>
            <Text className={classes.text}>
              <ServerClockDisplay className={classes.clock} />
            </Text>
          </Group>
        </Container>
      </div>
    </footer>
  );
}
