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

const FIGURES = [
  {
    value: String(SITE.digitalSince),
    label: 'Fully digital auctions since',
    icon: IconDeviceDesktopAnalytics,
  },
  { value: SITE.customers, label: 'Customers served', icon: IconUsers },
  { value: SITE.transactions, label: 'Transactions completed', icon: IconBuildingBank },
] as const;

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description={`${SITE.name} is a government-run e-auction house in India, holding transparent online auctions of bank-secured and other properties since ${SITE.digitalSince}.`}
        path="/about"
        keywords={['about', 'government auction house', 'SARFAESI auctions']}
      />
      <PageContainer
        title="About Us"
        lead={`${SITE.name} is a government-run auction house that sells bank-secured, loan-defaulted and other properties through open online auctions across India.`}
      >
        <Stack gap="md" maw={820}>
          <Text>
            When a borrower defaults on a secured loan, the lender may recover its dues by selling the
            property that secures the loan, under the Securitisation and Reconstruction of Financial Assets
            and Enforcement of Security Interest (SARFAESI) Act, 2002. Such sales must be public and fair.{' '}
            {SITE.name} exists so that they are: every auction is announced in advance with its reserve price
            and terms, any eligible buyer can take part, and the highest bid wins in full view of all bidders.
          </Text>
          <Text>
            We moved every auction online in {SITE.digitalSince}. Since then buyers no longer need to travel
            to a bank branch or submit sealed tenders: they browse the properties, register once with their
            KYC and bank details, deposit the Earnest Money Deposit (EMD) for the auction they want, and bid
            from wherever they are. Over 10000 customers have used {SITE.name}, and over 10000 transactions
            have been completed on it.
          </Text>
          <Text>
            We conduct auctions on behalf of banks and housing finance companies. Our partner lender{' '}
            {PARTNER_LENDER} lists its secured properties with us for sale: residential houses and flats,
            commercial spaces, industrial units and land.
          </Text>
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
                <Text c="dimmed">{figure.label}</Text>
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
                Our Technology
              </Title>
              <Text>
                Our auction platform is built and run in India for public sale of secured assets. Bids are
                checked and recorded by the auction server, in the order in which it receives them and on its
                own clock, so that every bidder sees the same current highest bid and the same time remaining.
              </Text>
              <List spacing="xs">
                <List.Item>Live bidding with instant updates to every participant</List.Item>
                <List.Item>An optional auto-bid that raises your bid up to a limit you set</List.Item>
                <List.Item>Automatic extension when a bid arrives in the closing minutes</List.Item>
                <List.Item>Encrypted connections and private storage of identity documents</List.Item>
              </List>
            </Stack>
          </Card>
          <Card component="section" withBorder radius="md" padding="xl" aria-labelledby="about-commitment">
            <Stack gap="sm">
              <ThemeIcon size="xl" radius="md" color="saffron" aria-hidden="true">
                <IconShieldCheck size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={2} size="h3" id="about-commitment" c="navy.7">
                Our Commitment
              </Title>
              <Text>
                A public auction must be open to everyone and fair to everyone. We publish each property with
                its reserve price, EMD deadline and auction date well before the sale, treat every approved
                bidder alike, and keep a complete record of every bid.
              </Text>
              <List spacing="xs">
                <List.Item>Equal access for every registered and approved bidder</List.Item>
                <List.Item>Clear terms, published before the EMD deadline</List.Item>
                <List.Item>
                  Help by phone and e-mail, {SITE.hours}, {SITE.businessDays}
                </List.Item>
                <List.Item>A reply to every feedback message within 5 business days</List.Item>
              </List>
            </Stack>
          </Card>
        </SimpleGrid>
      </PageContainer>
    </>
  );
}
