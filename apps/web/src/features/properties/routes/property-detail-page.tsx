import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCreditCard,
  IconFileDescription,
  IconMapPin,
  IconReceipt2,
  IconUserCircle,
} from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  AUCTION_OUTCOME_KEYS,
  borrowerName,
  capitalizeWords,
  cardState,
  formatDate,
  formatRupees,
  formatTime,
  labelKeyOf,
  labelOf,
  MAP_HEIGHT_PX,
  POSSESSION_TYPE_KEYS,
  PROPERTY_TYPE_KEYS,
  propertyTitle,
  VENDOR_KEYS,
  ZONE_KEYS,
  type AuctionOutcomeState,
  type Locale,
  type Property,
} from '@eauction/shared';
import { PageMeta } from '../../../components/page-meta';
import { WhenNearViewport } from '../../../components/when-near-viewport';
import { ApiClientError, errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { useServerNow } from '../../../lib/server-clock';
import { useMounted } from '../../../lib/use-mounted';
import { useProperty } from '../../../lib/property-query';
import { AuctionNoticeButton } from '../components/auction-notice-button';
import { AuctionOutcomeNotice } from '../components/auction-outcome';
import { EmdPaymentDetails } from '../../../components/emd-payment-details';
import { Facts } from '../../../components/facts';
import { DetailSection } from '../components/detail-section';
import { LocationMap } from '../components/location-map';
import { usePropertyCallToAction } from '../components/property-call-to-action';
import { PropertyPhotos } from '../components/property-photos';
import { hasAuctionData } from '../components/property-card';
import { SavePropertyButton } from '../components/save-property-button';
import classes from './property-detail-page.module.css';

function SummaryCard({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={700} size="lg">
            {children}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

function auctionWindow(p: Property, _: I18n['_'], locale: Locale): string {
  if (!p.auctionStartTime || !p.auctionEndTime) return '';
  return _('properties.detail.auctionWindow', {
    start: formatTime(p.auctionStartTime, locale),
    end: formatTime(p.auctionEndTime, locale),
  });
}

const OUTCOME_BADGE_COLORS: Record<AuctionOutcomeState, string> = {
  sold: 'green.9',
  ended: 'gray.7',
  cancelled: 'red.9',
};

/**
 * Sold, ended or cancelled once the auction is over. Before that, live, registration open or closed,
 * which depends on the moment, so it is shown from the browser's first commit on, not in the page
 * rendered on the server, which the browser hydrates at another moment (and perhaps on the other side
 * of the auction's start).
 */
function StatusBadge({ property }: { property: Property }) {
  const { _ } = useLingui();
  const now = useServerNow(15_000);
  const mounted = useMounted();
  // How an auction that is over ended is data, not the moment: the server draws it as the browser does.
  if (property.outcome) {
    return (
      <Badge color={OUTCOME_BADGE_COLORS[property.outcome.state]}>
        {_(AUCTION_OUTCOME_KEYS[property.outcome.state])}
      </Badge>
    );
  }
  if (!mounted || !hasAuctionData(property)) return null;
  const state = cardState(property, now);
  if (state === 'live') return <Badge color="red.9">{_('properties.detail.status.live')}</Badge>;
  if (state === 'registration-open') {
    return <Badge color="teal.9">{_('properties.detail.status.registrationOpen')}</Badge>;
  }
  return <Badge color="gray.7">{_('properties.detail.status.registrationClosed')}</Badge>;
}

function Message({ title, children }: { title: string; children?: ReactNode }) {
  const { _ } = useLingui();
  return (
    <Container size="sm" py={60}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{title}</Title>
        {children}
        <Button
          component={Link}
          to="/assets"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {_('properties.detail.browseAll')}
        </Button>
      </Stack>
    </Container>
  );
}

function PropertyDetail({ property: p }: { property: Property }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const title = propertyTitle(p, _);
  const city = capitalizeWords(p.propertyLocation);
  const type = labelOf(_, PROPERTY_TYPE_KEYS, p.propertyType);
  const vendorKey = labelKeyOf(VENDOR_KEYS, p.vendor);
  const place = [city, p.state].filter(Boolean).join(', ');
  const address = _('properties.detail.mapAddress', { type, place });
  const notAvailable = _('properties.detail.notAvailable');
  const cta = usePropertyCallToAction(p);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <PageMeta
        title={title}
        description={
          p.auctionDate
            ? _('properties.detail.meta.descriptionDated', {
                type,
                place,
                date: formatDate(p.auctionDate, locale),
                price: formatRupees(p.reservePrice),
              })
            : _('properties.detail.meta.description', { type, place, price: formatRupees(p.reservePrice) })
        }
        path={`/property/${p._id}`}
        keywords={[p.propertyType, city, p.state, 'auction notice']}
        type="article"
      />
      <Anchor component={Link} to="/assets" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {_('properties.detail.allProperties')}
        </Group>
      </Anchor>

      <Group justify="space-between" align="flex-end" mt="sm" mb="lg" gap="md">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap={6}>
            <Badge variant="light">{type}</Badge>
            <StatusBadge property={p} />
          </Group>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{_('properties.detail.placeAndCode', { place, code: p.auctionCode })}</Text>
          </Group>
        </Stack>
        <div className={classes.actions}>
          <SavePropertyButton propertyId={p._id} />
          {cta.action}
        </div>
      </Group>
      {cta.note ? <div className={classes.standing}>{cta.note}</div> : null}
      {p.outcome ? <AuctionOutcomeNotice outcome={p.outcome} /> : null}

      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">{_('properties.detail.tab.overview')}</Tabs.Tab>
          <Tabs.Tab value="details">{_('properties.detail.tab.details')}</Tabs.Tab>
          <Tabs.Tab value="documents">{_('properties.detail.tab.documents')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="overview">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <SummaryCard label={_('properties.detail.reservePrice')} icon={<IconCreditCard size={20} />}>
                {formatRupees(p.reservePrice)}
              </SummaryCard>
              <SummaryCard label={_('properties.detail.auctionDate')} icon={<IconCalendarEvent size={20} />}>
                <span data-testid="detail-auction-date">
                  {p.auctionDate ? formatDate(p.auctionDate, locale) : notAvailable}
                </span>
              </SummaryCard>
              <SummaryCard label={_('properties.detail.vendor')} icon={<IconBuildingCommunity size={20} />}>
                {vendorKey ? _(vendorKey) : p.vendor || notAvailable}
              </SummaryCard>
            </SimpleGrid>

            <PropertyPhotos photos={p.photos ?? []} propertyType={p.propertyType} />

            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <DetailSection
                title={_('properties.detail.overview.title')}
                icon={<IconBuildingCommunity size={20} aria-hidden />}
              >
                <Facts
                  items={[
                    [_('properties.detail.propertyType'), type],
                    [_('properties.detail.location'), place],
                    [_('properties.detail.zone'), labelOf(_, ZONE_KEYS, p.zone)],
                    [_('properties.detail.region'), p.region],
                    [
                      _('properties.detail.possessionType'),
                      labelOf(_, POSSESSION_TYPE_KEYS, p.possessionType),
                    ],
                  ]}
                />
              </DetailSection>
              <DetailSection
                title={_('properties.detail.timeline.title')}
                icon={<IconCalendarEvent size={20} aria-hidden />}
              >
                <Facts
                  items={[
                    [
                      _('properties.detail.emdDeadline'),
                      p.emdSubmission
                        ? _('properties.detail.endOfDay', { date: formatDate(p.emdSubmission, locale) })
                        : '',
                    ],
                    [
                      _('properties.detail.auctionDate'),
                      p.auctionDate ? formatDate(p.auctionDate, locale) : '',
                    ],
                    [_('properties.detail.auctionTime'), auctionWindow(p, _, locale)],
                    [
                      _('properties.detail.propertyId'),
                      <>
                        {p.auctionCode}
                        <Text component="span" size="xs" c="dimmed" display="block" ff="monospace">
                          {_('properties.detail.reference', { id: p._id })}
                        </Text>
                      </>,
                    ],
                  ]}
                />
              </DetailSection>
              <DetailSection
                title={_('properties.detail.account.title')}
                icon={<IconUserCircle size={20} aria-hidden />}
              >
                <Facts
                  items={[
                    [_('properties.detail.loanAccountNumber'), p.loanAccountNo],
                    [_('properties.detail.cifId'), String(p.cifId)],
                    [_('properties.detail.bank'), p.bankName],
                  ]}
                />
              </DetailSection>
              <DetailSection
                title={_('properties.detail.financial.title')}
                icon={<IconCreditCard size={20} aria-hidden />}
              >
                <Facts
                  items={[
                    [_('properties.detail.reservePrice'), formatRupees(p.reservePrice)],
                    [_('properties.detail.emdAmount'), formatRupees(p.emdAmount)],
                    [_('properties.detail.bidIncrement'), formatRupees(p.bidIncrement)],
                    ...(p.currentBid != null
                      ? ([[_('properties.detail.currentHighestBid'), formatRupees(p.currentBid)]] as Array<
                          [string, string]
                        >)
                      : []),
                  ]}
                />
              </DetailSection>
            </SimpleGrid>

            {/* Nobody pays an EMD for an auction that is over. */}
            {p.outcome ? null : <EmdPaymentDetails property={p} />}

            {p.location && (
              <DetailSection
                title={_('properties.detail.map.title')}
                icon={<IconMapPin size={20} aria-hidden />}
              >
                {/* Leaflet and the map load when the visitor scrolls near them, not with the page. */}
                <WhenNearViewport placeholder={<Skeleton height={MAP_HEIGHT_PX} radius="md" aria-hidden />}>
                  <LocationMap location={p.location} address={address} />
                </WhenNearViewport>
              </DetailSection>
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="details">
          <DetailSection
            title={_('properties.detail.details.title')}
            icon={<IconFileDescription size={20} aria-hidden />}
          >
            <Facts
              items={[
                [_('properties.detail.borrowerName'), borrowerName(p.customerName)],
                [_('properties.detail.cifId'), String(p.cifId)],
                [
                  _('properties.detail.description'),
                  p.propertySchedule ? (
                    <Text component="span" size="sm" fw={500} style={{ whiteSpace: 'pre-line' }}>
                      {p.propertySchedule}
                    </Text>
                  ) : (
                    ''
                  ),
                ],
              ]}
            />
          </DetailSection>
        </Tabs.Panel>

        <Tabs.Panel value="documents">
          <DetailSection
            title={_('properties.detail.documents.title')}
            icon={<IconReceipt2 size={20} aria-hidden />}
          >
            <Text size="sm" c="dimmed" mb="md">
              {_('properties.detail.documents.text')}
            </Text>
            <AuctionNoticeButton saleNoticeUrl={p.saleNoticeUrl} />
          </DetailSection>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

/** Property detail, /property/:id (docs/product.md, "Property page"). */
export function PropertyDetailPage() {
  const { _ } = useLingui();
  const { id } = useParams<{ id: string }>();
  const query = useProperty(id);
  // Drawn in a deferred, interruptible pass when the data arrives rather than in one blocking render
  // (the loading state stays until it is done, and never shows the previous property meanwhile).
  const deferred = useDeferredValue(query.data);
  const property = deferred && deferred._id === query.data?._id ? deferred : undefined;

  if (!id) return <Message title={_('properties.detail.idRequired')} />;
  if (query.isPending || (!query.isError && !property)) {
    return (
      // A window's height: the footer stays below the fold until the page arrives, so nothing shifts (CLS).
      <Container size="lg" py={60} mih="100dvh">
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Text c="dimmed">{_('properties.detail.loading')}</Text>
        </Stack>
      </Container>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiClientError && query.error.status === 404;
    const errorTitle = notFound ? _('properties.detail.notFound') : _('properties.detail.unavailable');
    return (
      <>
        <PageMeta
          title={errorTitle}
          description={_('properties.detail.errorDescription')}
          path={`/property/${id}`}
        />
        <Message title={errorTitle}>
          {notFound ? (
            <Text c="dimmed">{_('properties.detail.notFoundText')}</Text>
          ) : (
            <Text c="red.9">{errorMessage(query.error, _('properties.detail.loadErrorFallback'))}</Text>
          )}
        </Message>
      </>
    );
  }
  return property ? <PropertyDetail property={property} /> : null;
}
