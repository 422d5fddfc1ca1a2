import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { MAP_HEIGHT_PX, MAP_ZOOM } from '@eauction/shared';
import classes from './property-map.module.css';

const PIN_SVG =
  '<svg viewBox="0 0 30 42" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">' +
  '<path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 41 15 41s14-15.7 14-26.1C29 7.2 22.7 1 15 1z" fill="#1c3f75" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="15" cy="15" r="5.5" fill="#ff9933"/></svg>';

const pinIcon = L.divIcon({
  className: classes.pin,
  html: PIN_SVG,
  iconSize: [30, 42],
  iconAnchor: [15, 41],
  popupAnchor: [0, -36],
});

export type PropertyMapProps = {
  /** Latitude and longitude, in Leaflet's order. */
  position: [number, number];
  address: string;
  tileUrl: string;
  attribution: string;
};

/**
 * The property's location (docs/product.md, "Location map"): zoom 15, 300px high, a marker whose popup gives
 * the address. Loaded as its own chunk with Leaflet and its CSS, so the listing never pays for it.
 */
export function PropertyMap({ position, address, tileUrl, attribution }: PropertyMapProps) {
  return (
    <div data-testid="property-map">
      <MapContainer
        center={position}
        zoom={MAP_ZOOM}
        scrollWheelZoom={false}
        className={classes.map}
        style={{ height: MAP_HEIGHT_PX }}
      >
        <TileLayer url={tileUrl} attribution={attribution} />
        <Marker position={position} icon={pinIcon} title={address} alt={address} keyboard>
          <Popup>{address}</Popup>
        </Marker>
      </MapContainer>
    </div>
  );
}
