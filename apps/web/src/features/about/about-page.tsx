import { useLingui } from '@lingui/react';
import { Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingBank,
  IconDeviceDesktopAnalytics,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { FILTER_BANKS, SITE } from '@eauction/shared';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';

const PARTNER_LENDER = FILTER_BANKS[0].label;

/** The figures under the introduction; their labels are message keys. */
const FIGURES = [
  {
    value: String(SITE.digitalSince),
    label: 'about.figures.digitalSince',
    icon: IconDeviceDesktopAnalytics,
  },
  { value: SITE.customers, label: 'about.figures.customers', icon: IconUsers },
  { value: SITE.transactions, label: 'about.figures.transactions', icon: IconBuildingBank },
] as const;

/** The points of 'Our Technology' and 'Our Commitment', as message keys. */
const TECHNOLOGY_POINTS = [
  'about.technology.point.liveBidding',
  'about.technology.point.autoBid',
  'about.technology.point.extension',
  'about.technology.point.security',
] as const;

const COMMITMENT_POINTS = [
  'about.commitment.point.equalAccess',
  'about.commitment.point.clearTerms',
  'about.commitment.point.help',
  'about.commitment.point.reply',
] as const;

export function AboutPage() {
  const { _ } = useLingui();
  return (
    <>
      <PageMeta
        title={_('about.title')}
        description={_('about.meta.description', { since: SITE.digitalSince })}
        path="/about"
        keywords={['about', 'government auction house', 'SARFAESI auctions']}
      />
      <PageContainer title={_('about.title')} lead={_('about.lead')}>
        <Stack gap="md" maw={820}>
          <Text>{_('about.story.sarfaesi')}</Text>
          <Text>{_('about.story.online', { since: SITE.digitalSince })}</Text>
          <Text>{_('about.story.partners', { lender: PARTNER_LENDER })}</Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {FIGURES.map((figure) => (
            <Card key={figure.label} withBorder radius="md" padding="lg">
              <Stack gap={6} align="flex-start">
                <ThemeIcon size="lg" radius="md" color="saffron" variant="light" aria-hidden="true">
                  <figure.icon size={22} stroke={1.6} />
                </ThemeIcon>
                <Text fz={32} fw={700} c="navy.7" lh={1.1}>
                  {figure.value}
                </Text>
                <Text c="dimmed">{_(figure.label)}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card component="section" withBorder radius="md" padding="xl" aria-labelledby="about-technology">
            <Stack gap="sm">
              <ThemeIcon size="xl" radius="md" aria-hidden="true">
                <IconDeviceDesktopAnalytics size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={2} size="h3" id="about-technology" c="navy.7">
                {_('about.technology.title')}
              </Title>
              <Text>{_('about.technology.text')}</Text>
              <List spacing="xs">
                {TECHNOLOGY_POINTS.map((point) => (
                  <List.Item key={point}>{_(point)}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
          <Card component="section" withBorder radius="md" padding="xl" aria-labelledby="about-commitment">
            <Stack gap="sm">
              <ThemeIcon size="xl" radius="md" color="saffron" aria-hidden="true">
                <IconShieldCheck size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={2} size="h3" id="about-commitment" c="navy.7">
                {_('about.commitment.title')}
              </Title>
              <Text>{_('about.commitment.text')}</Text>
              <List spacing="xs">
                {COMMITMENT_POINTS.map((point) => (
                  <List.Item key={point}>{_(point)}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        </SimpleGrid>
      </PageContainer>
    </>
  );
}
