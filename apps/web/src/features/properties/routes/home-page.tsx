import { useLingui } from '@lingui/react';
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
import { HOME_PAGE_SIZE } from '@eauction/shared';
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

/** Each variant's page title and description (message keys). */
const META = {
  home: {
    title: 'properties.home.meta.title',
    description: 'properties.home.meta.description',
    path: '/',
  },
  assets: {
    title: 'properties.assets.meta.title',
    description: 'properties.assets.meta.description',
    path: '/assets',
  },
} as const;

/** The pagination's arrow buttons, by Mantine's control names (message keys). */
const PAGE_CONTROL_LABELS = {
  first: 'properties.pagination.first',
  previous: 'properties.pagination.previous',
  next: 'properties.pagination.next',
  last: 'properties.pagination.last',
} as const;

/** Static: memoized so that the list's loading states do not render it again. */
const Intro = memo(function Intro({ variant }: { variant: 'home' | 'assets' }) {
  const { _ } = useLingui();
  if (variant === 'assets') {
    return (
      <Stack gap={4} mb="lg">
        <Title order={1} className={classes.heroTitle}>
          {_('properties.assets.title')}
        </Title>
        <Text c="dimmed">{_('properties.assets.intro')}</Text>
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
            {_('properties.home.title')}
          </Title>
          <Text>{_('properties.home.tagline')}</Text>
          <Text size="sm" c="dimmed">
            {_('properties.home.intro')}
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
  const { _ } = useLingui();
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
      title={_(meta.title)}
      description={_(meta.description)}
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
            title={_('properties.home.loadError.title')}
            maw={560}
            w="100%"
          >
            <Text mb="md" data-testid="properties-error">
              {errorMessage(query.error, _('properties.home.loadError.fallback'))}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => void query.refetch()}>
                {_('properties.home.tryAgain')}
              </Button>
              {isFiltered && <Button onClick={resetFilters}>{_('properties.home.showAll')}</Button>}
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
                {_('properties.home.listHeading')}
              </Title>
              <Badge size="lg" variant="filled" data-testid="property-count">
                {data ? total : '…'}
              </Badge>
            </Group>
            {data && total > 0 && (
              <Text size="sm" c="dimmed">
                {_('properties.home.showing', {
                  from: data.offset + 1,
                  to: data.offset + data.data.length,
                  total,
                })}
              </Text>
            )}
          </Group>
          <VisuallyHidden role="status">
            {data ? _('properties.home.found', { total }) : _('properties.home.loading')}
          </VisuallyHidden>

          {!data ? (
            <PropertyListSkeleton />
          ) : data.data.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Stack align="center" gap="sm">
                <IconSearchOff size={40} aria-hidden color="var(--mantine-color-gray-6)" />
                {total === 0 ? (
                  <>
                    <Text fw={600}>{_('properties.home.noMatch')}</Text>
                    <Button onClick={resetFilters}>{_('properties.home.showAll')}</Button>
                  </>
                ) : (
                  <>
                    <Text fw={600}>{_('properties.home.pastEnd')}</Text>
                    <Button onClick={() => goToPage(1)}>{_('properties.home.firstPage')}</Button>
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
                    getControlProps={(control) => ({ 'aria-label': _(PAGE_CONTROL_LABELS[control]) })}
                    getItemProps={(p) => ({ 'aria-label': _('properties.pagination.page', { page: p }) })}
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
