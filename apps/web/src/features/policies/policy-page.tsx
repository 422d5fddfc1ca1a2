import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';
import { POLICIES, type PolicyLink } from './policy-content';
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

/** One policy page: its heading, a lead sentence and its sections, all from the policy data. */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  const page = POLICY_PAGES.find((p) => p.slug === slug);
  const policy = POLICIES[slug];
  if (!page) throw new Error(`Unknown policy page: ${slug}`);
  return (
    <>
      <PageMeta
        title={page.title}
        description={policy.summary}
        path={page.path}
        keywords={policy.keywords}
        type="article"
      />
      <PageContainer title={page.title} lead={policy.summary} size="md">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="xl">
            {policy.sections.map((section) => (
              <Stack
                component="section"
                gap="sm"
                key={section.heading}
                aria-labelledby={sectionId(slug, section.heading)}
              >
                <Title order={2} size="h3" c="navy.7" id={sectionId(slug, section.heading)}>
                  {section.heading}
                </Title>
                {section.paragraphs?.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.items ? (
                  <List spacing="xs">
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                ) : null}
                {section.links ? (
                  <List listStyleType="none" spacing="xs">
                    {section.links.map((link) => (
                      <List.Item key={link.to}>
                        <PolicyLinkItem link={link} />
                      </List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            ))}
          </Stack>
        </Paper>
      </PageContainer>
    </>
  );
}

function sectionId(slug: string, heading: string): string {
  return `${slug}-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
