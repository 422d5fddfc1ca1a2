import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { MAP_HEIGHT_PX, type Property } from '@eauction/shared';
import { usePublicConfig } from '../../../lib/public-config';

// Leaflet, react-leaflet and Leaflet's CSS ship in this chunk only (the home page never loads them).
const PropertyMap = lazy(() => import('./property-map').then((m) => ({ default: m.PropertyMap })));

const FALLBACK_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const FALLBACK_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

type LocationMapProps = {
  location: NonNullable<Property['location']>;
  address: string;
};

/** The map of the detail page, once the tile server is known. */
export function LocationMap({ location, address }: LocationMapProps) {
  const { _ } = useLingui();
  const config = usePublicConfig();
  // Stored as GeoJSON, longitude first (docs/product.md, "Location map");
  // Leaflet wants [latitude, longitude].
  const [lng, lat] = location.coordinates;
  const placeholder = (
    <Skeleton height={MAP_HEIGHT_PX} radius="md" role="status" aria-label={_('properties.map.loading')} />
  );
  if (config.isLoading) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PropertyMap
        position={[lat, lng]}
        address={address}
        tileUrl={config.data?.mapTileUrl || FALLBACK_TILES}
        attribution={config.data?.mapAttribution || FALLBACK_ATTRIBUTION}
      />
    </Suspense>
  );
}
