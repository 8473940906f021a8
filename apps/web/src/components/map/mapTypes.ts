import type { AreaShape, GeoLineString, GeoPolygon, Position, SubAsset } from '@verge/domain';
import type { MarkerKind } from './mapImages';
import type { ViewLink } from './viewLink';

export interface MapAreaItem {
  id: number;
  name: string;
  shape: AreaShape;
  /** Maximum risk of the area's issues; null (grey) when it has none. */
  risk: number | null;
  subAssetId?: number | null;
}

export interface MapMarkerItem {
  id: number;
  position: Position;
  kind: MarkerKind;
  /** Year of the record, for the year filter. */
  year?: number;
  label?: string;
}

export type DrawMode = 'polygon' | 'point' | 'linestring' | null;

export interface MapViewProps {
  areas?: readonly MapAreaItem[];
  /**
   * Undefined while the page reads them: the map keeps those it shows (none at first), and does not call
   * onMarkersDrawn for that.
   */
  markers?: readonly MapMarkerItem[];
  /** GPS paths drawn as lines. */
  tracks?: readonly GeoLineString[];
  onAreaClick?: (areaId: number) => void;
  onMarkerClick?: (markerId: number) => void;
  /** Called when the map has drawn the markers it was handed, none included (its first idle after them). */
  onMarkersDrawn?: () => void;
  /** Offer the year filter ('Filter by year'); markers without a year always show. */
  yearFilter?: boolean;
  onYearChange?: (year: number | null) => void;
  /** Offer the Sub Assets selector. */
  subAssets?: readonly SubAsset[];
  /** Drawing: a polygon, a point placed by click, or a line string. */
  drawMode?: DrawMode;
  onDrawPolygon?: (polygon: GeoPolygon) => void;
  onDrawPoint?: (position: Position) => void;
  onDrawLine?: (line: GeoLineString) => void;
  /** The placed point (click marker), when the parent holds one. */
  point?: Position | null;
  /** Where Default View goes: the asset's position at the asset zoom; else the default centre. */
  home?: { longitude: number; latitude: number } | null;
  /**
   * False while the page still reads the home (its asset): the map is made once it is known, and so starts where
   * it should instead of at the default view (default true).
   */
  homeKnown?: boolean;
  /** Fit the view to these areas on first load instead of the shared position. */
  fitAreas?: boolean;
  /** Fixed view (dialog maps): centre and zoom, not shared. */
  fixedView?: { center: Position; zoom: number } | null;
  /** Keep zoom and position in the shared state (default true); off while the area dialog is open. */
  shareView?: boolean;
  /** Hide the controls row (small dialog maps). */
  controls?: boolean;
  /** Show the LSD grid overlay regardless of the stored setting (the grid page's right-hand map). */
  lsdGrid?: boolean;
  height?: string | number;
  /** Show one view with the other maps of this link: moving one moves them all (the LSD grid page). */
  viewLink?: ViewLink;
}
