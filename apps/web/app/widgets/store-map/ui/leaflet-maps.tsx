// Loaded only by `import()` in the browser (lazy-map.tsx): Leaflet touches `window` when it
// loads, and pages without a map never fetch it (ADR 0047).
import {
  icon as leafletIcon,
  latLngBounds,
  type LeafletMouseEvent,
  type Marker as M,
} from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
// Leaflet's own stylesheet as a file of its own, linked when this chunk loads: the site's one
// stylesheet (vite.config.ts) stays without it.
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { DEFAULT_CENTER, type Point } from '../model/point.ts';
import * as styles from './store-map.css.ts';

/** Leaflet's stylesheet, linked once; resolves when it has loaded (or failed: the map still works). */
function linkStylesheet(): Promise<void> {
  const found = document.querySelector<HTMLLinkElement>('link[data-leaflet-css]');
  if (found?.sheet) return Promise.resolve();
  const link = found ?? document.createElement('link');
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  if (!found) {
    link.rel = 'stylesheet';
    link.href = leafletCss;
    link.dataset.leafletCss = '';
    document.head.appendChild(link);
  }
  return loaded;
}

/** Resolves when the map can be drawn (its stylesheet is in). */
export const ready = linkStylesheet();

/** Leaflet's marker, with its images from our build (its own guess at their path fails in a bundle). */
const pin = leafletIcon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

interface TileProps {
  tileUrl: string;
  /** "© OpenStreetMap contributors", in the page's language. */
  attribution: string;
}

function Tiles({ tileUrl, attribution }: TileProps) {
  return (
    <TileLayer
      url={tileUrl}
      attribution={`<a href="https://www.openstreetmap.org/copyright">${attribution.replace(/[<>&"]/g, '')}</a>`}
      maxZoom={19}
    />
  );
}

/** Clicks on the map pick the point. */
function ClickToPick({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  return null;
}

/** Keeps a typed point in view. */
function FollowPoint({ point }: { point: Point | null }) {
  const map = useMap();
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

/** The branch form's map: a click or a dragged marker picks the point. */
export function PickerMap({
  point,
  onPick,
  markerLabel,
  ...tiles
}: TileProps & { point: Point | null; onPick: (point: Point) => void; markerLabel: string }) {
  const start = point ?? DEFAULT_CENTER;
  const handlers = useMemo(
    () => ({
      dragend: (event: { target: M }) => {
        const { lat, lng } = event.target.getLatLng();
        onPick({ lat, lng });
      },
    }),
    [onPick],
  );
  return (
    <MapContainer
      center={[start.lat, start.lng]}
      zoom={point ? 16 : 12}
      scrollWheelZoom={false}
      className={styles.map}
    >
      <Tiles {...tiles} />
      <ClickToPick onPick={onPick} />
      <FollowPoint point={point} />
      {point ? (
        <Marker
          position={[point.lat, point.lng]}
          icon={pin}
          draggable
          alt={markerLabel}
          eventHandlers={handlers}
        />
      ) : null}
    </MapContainer>
  );
}

/** A branch with a point, as a marker shows it. */
export interface MappedBranch extends Point {
  key: string;
  name: string;
  directions: string;
}

/** Several branches' markers; a marker's popup names the branch and links to directions. */
export function BranchesLeafletMap({
  branches,
  directionsLabel,
  ...tiles
}: TileProps & { branches: MappedBranch[]; directionsLabel: string }) {
  const bounds = useMemo(
    () => latLngBounds(branches.map((branch) => [branch.lat, branch.lng] as [number, number])),
    [branches],
  );
  return (
    <MapContainer
      bounds={bounds}
      boundsOptions={{ padding: [32, 32], maxZoom: 16 }}
      scrollWheelZoom={false}
      className={styles.map}
    >
      <Tiles {...tiles} />
      {branches.map((branch) => (
        <Marker key={branch.key} position={[branch.lat, branch.lng]} icon={pin} alt={branch.name}>
          <Popup>
            <strong>{branch.name}</strong>
            <br />
            <a href={branch.directions} target="_blank" rel="noopener noreferrer">
              {directionsLabel}
            </a>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
