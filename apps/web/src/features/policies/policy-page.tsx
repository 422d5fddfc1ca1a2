import { useLingui } from '@lingui/react';
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';
import { useLocale } from '../../lib/i18n';
import { POLICIES, type PolicyLink, type PolicySection } from './policy-content';
import { POLICY_PAGES, type PolicySlug } from './policy-list';

function PolicyLinkItem({ link }: { link: PolicyLink }) {
  if (link.to.startsWith('/')) {
    return (
      <Anchor component={Link} to={link.to} underline="always">
        {link.label}
      </Anchor>
    );
  }
  return (
    <Anchor href={link.to} underline="always">
      {link.label}
    </Anchor>
  );
}

/**
 * One policy page: its heading, a lead sentence and its sections, all from the policy data in the page's
 * language.
 */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const page = POLICY_PAGES.find((p) => p.slug === slug);
  const policy = POLICIES[locale][slug];
  if (!page) throw new Error(`Unknown policy page: ${slug}`);
  const title = _(page.title);
  return (
    <>
      <PageMeta
        title={title}
        description={policy.summary}
        path={page.path}
        keywords={policy.keywords}
        type="article"
      />
      <PageContainer title={title} lead={policy.summary} size="md">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="xl">
            {policy.sections.map((section) => (
              <PolicySectionView key={section.id} slug={slug} section={section} />
            ))}
          </Stack>
        </Paper>
      </PageContainer>
    </>
  );
}

/** One section: its heading (the anchor of the section), its paragraphs, its list and its links. */
function PolicySectionView({ slug, section }: { slug: PolicySlug; section: PolicySection }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={sectionId(slug, section.id)}>
      <Title order={2} size="h3" c="navy.7" id={sectionId(slug, section.id)}>
        {section.heading}
      </Title>
      {section.paragraphs?.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      <PolicyItems items={section.items} />
      <PolicyLinks links={section.links} />
    </Stack>
  );
}

function PolicyItems({ items }: { items?: string[] }) {
  if (!items) return null;
  return (
    <List spacing="xs">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function PolicyLinks({ links }: { links?: PolicyLink[] }) {
  if (!links) return null;
  return (
    <List listStyleType="none" spacing="xs">
      {links.map((link) => (
        <List.Item key={link.to}>
          <PolicyLinkItem link={link} />
        </List.Item>
      ))}
    </List>
  );
}

/** A section's anchor, the same in every language (the section's id is an English slug). */
function sectionId(slug: PolicySlug, id: string): string {
  return `${slug}-${id}`;
}
