import { memo, useDeferredValue, useRef } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconSearchOff } from '@tabler/icons-react';
import { HOME_PAGE_SIZE, SITE } from '@eauction/shared';
import { PageMeta } from '../../../components/page-meta';
import { errorMessage } from '../../../lib/api-client';
import { useServerNow } from '../../../lib/server-clock';
import { useProperties } from '../api/get-properties';
import { FilterPanel } from '../components/filter-panel';
import { PropertyList, PropertyListSkeleton } from '../components/property-list';
import { hasFilters } from '../filters';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import classes from './home-page.module.css';

/** Card states follow the server clock; a quarter-minute tick is fine-grained enough for the buttons. */
const CARD_CLOCK_TICK_MS = 15_000;

const META = {
  home: {
    title: 'Upcoming Property E-Auctions',
    description:
      'Browse upcoming e-auctions of bank-secured properties across India: residential, commercial, industrial and land, with reserve prices, EMD deadlines and auction dates.',
    path: '/',
  },
  assets: {
    title: 'Assets Listing',
    description:
      'All properties for e-auction at the auction house: filter by property type, reserve price, location, auction date and bank.',
    path: '/assets',
  },
} as const;

/** Static: memoized so that the list's loading states do not render it again. */
const Intro = memo(function Intro({ variant }: { variant: 'home' | 'assets' }) {
  if (variant === 'assets') {
    return (
      <Stack gap={4} mb="lg">
        <Title order={1} className={classes.heroTitle}>
          Assets Listing
        </Title>
        <Text c="dimmed">Every property open for e-auction. Narrow the list with the filters.</Text>
      </Stack>
    );
  }
  return (
    <Paper radius="md" p={{ base: 'md', sm: 'xl' }} mb="lg" bg="navy.0" withBorder>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Box visibleFrom="sm" style={{ flexShrink: 0 }}>
          <IconBuildingBank size={40} aria-hidden color="var(--mantine-color-navy-6)" />
        </Box>
        <Stack gap={6}>
          <Title order={1} className={classes.heroTitle}>
            Upcoming E-Auctions
          </Title>
          <Text>{SITE.tagline}.</Text>
          <Text size="sm" c="dimmed">
            Pay the EMD before its deadline to register, then bid online on the auction day. All times are
            Indian Standard Time.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
});

/**
 * Home ('/') and Assets Listing ('/assets'): the filter panel and the paginated card list
 * (docs/product.md, "Home and Assets Listing").
 */
export function HomePage({ variant }: { variant: 'home' | 'assets' }) {
  const { filters, filtersKey, page, applyFilters, resetFilters, setPage } = useCatalogueParams();
  const query = useProperties({ filters, page });
  const now = useServerNow(CARD_CLOCK_TICK_MS);
  // The cards are the page's heaviest render. A query result arrives as an urgent update that React
  // would render in one go, blocking the main thread; deferred, the cards render in an interruptible
  // background pass (the skeleton or the previous page stays until it is done).
  const data = useDeferredValue(query.data);
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const meta = META[variant];
  const isFiltered = hasFilters(filters);

  const goToPage = (next: number) => {
    setPage(next);
    // The desktop list scrolls inside its own box; on phones the page itself has scrolled past the heading.
    listRef.current?.scrollTo?.({ top: 0 });
    const heading = headingRef.current;
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView?.({ block: 'start' });
  };

  const head = (
    <PageMeta
      title={meta.title}
      description={meta.description}
      path={meta.path}
      keywords={['assets listing', 'upcoming auctions', 'reserve price', 'EMD']}
    />
  );

  if (query.isError) {
    // A load error replaces the page with the error text (docs/product.md, "Home and Assets Listing").
    return (
      <Container size="xl" py="xl">
        {head}
        <Center mih={320}>
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title="Properties could not be loaded"
            maw={560}
            w="100%"
          >
            <Text mb="md" data-testid="properties-error">
              {errorMessage(query.error, 'Failed to fetch properties')}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => void query.refetch()}>
                Try again
              </Button>
              {isFiltered && <Button onClick={resetFilters}>Show All Properties</Button>}
            </Group>
          </Alert>
        </Center>
      </Container>
    );
  }

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / HOME_PAGE_SIZE));

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {head}
      <Intro variant={variant} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <FilterPanel
            applied={filters}
            appliedKey={filtersKey}
            onApply={applyFilters}
            onReset={resetFilters}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Group justify="space-between" mb="sm" gap="xs">
            <Group gap="xs">
              <Title order={2} size="h3" ref={headingRef} className={classes.listHeading}>
                Available Properties
              </Title>
              <Badge size="lg" variant="filled" data-testid="property-count">
                {data ? total : '…'}
              </Badge>
            </Group>
            {data && total > 0 && (
              <Text size="sm" c="dimmed">
                Showing {data.offset + 1}–{data.offset + data.data.length} of {total}
              </Text>
            )}
          </Group>
          <VisuallyHidden role="status">
            {data ? `${total} properties found` : 'Loading properties'}
          </VisuallyHidden>

          {!data ? (
            <PropertyListSkeleton />
          ) : data.data.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Stack align="center" gap="sm">
                <IconSearchOff size={40} aria-hidden color="var(--mantine-color-gray-6)" />
                {total === 0 ? (
                  <>
                    <Text fw={600}>No properties match your selected filters.</Text>
                    <Button onClick={resetFilters}>Show All Properties</Button>
                  </>
                ) : (
                  <>
                    <Text fw={600}>This page is past the end of the list.</Text>
                    <Button onClick={() => goToPage(1)}>Go to the first page</Button>
                  </>
                )}
              </Stack>
            </Paper>
          ) : (
            <>
              <PropertyList
                ref={listRef}
                properties={data.data}
                now={now}
                isStale={query.isPlaceholderData || data !== query.data}
              />
              {pageCount > 1 && (
                <Box mt="md">
                  <Pagination
                    total={pageCount}
                    value={Math.min(page, pageCount)}
                    onChange={goToPage}
                    withEdges
                    siblings={1}
                    getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                    getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                  />
                </Box>
              )}
            </>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
