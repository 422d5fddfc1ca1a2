import { useLingui } from '@lingui/react';
import { useMemo, type Ref } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { Property } from '@eauction/shared';
import { HOME_PAGE_SIZE } from '@eauction/shared';
import { PropertyCard } from './property-card';
import classes from './property-list.module.css';

type PropertyListProps = {
  properties: Property[];
  now: Date;
  /** The cards shown belong to the previous search while the next one loads. */
  isStale?: boolean;
  ref?: Ref<HTMLDivElement>;
};

const GRID_COLS = { base: 1, sm: 2, xl: 3 };

/** The scrollable grid of cards. */
export function PropertyList({ properties, now, isStale, ref }: PropertyListProps) {
  const { _ } = useLingui();
  // The same card elements while the list and the clock stay the same: marking the list stale (the
  // next page is on its way) re-renders only this wrapper, not the 24 cards.
  const cards = useMemo(
    () => properties.map((p) => <PropertyCard key={p._id} property={p} now={now} />),
    [properties, now],
  );
  return (
    <div
      ref={ref}
      className={classes.scroller}
      tabIndex={0}
      role="region"
      aria-label={_('properties.list.region')}
      aria-busy={isStale || undefined}
    >
      <SimpleGrid cols={GRID_COLS} spacing="md" className={isStale ? classes.stale : undefined}>
        {cards}
      </SimpleGrid>
    </div>
  );
}

const BONES = [
  { height: 20, width: '40%' },
  { height: 22, width: '75%' },
  { height: 28, width: '55%' },
  { height: 56 },
  { height: 8, round: true },
  { height: 36 },
];

/** Placeholders shaped like cards while the first page loads (plain elements: see PropertyCard). */
export function PropertyListSkeleton({ count = Math.min(6, HOME_PAGE_SIZE) }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" aria-hidden data-testid="property-list-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={classes.skeletonCard}>
          {BONES.map((bone, j) => (
            <div
              key={j}
              className={bone.round ? `${classes.bone} ${classes.roundBone}` : classes.bone}
              style={{ height: bone.height, width: bone.width }}
            />
          ))}
        </div>
      ))}
    </SimpleGrid>
  );
}
