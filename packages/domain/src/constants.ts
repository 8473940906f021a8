/** Business constants of spec 1 §9 and spec 2 §9. */
export const APP_VERSION = '1.92.07';
export const PRODUCT_NAME = 'Verge';
export const TOOL_ISSUE_ID_LABEL = `${PRODUCT_NAME} Id`;
export const PRIMARY_COLOUR = '#BBBF1D';

export const REQUEST_TIMEOUT_MS = 20_000;
export const PHOTO_UPLOAD_TIMEOUT_MS = 15_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const UUID_LENGTH = 36;
/** Record ids are PostgreSQL integers: larger ones can name nothing. */
export const ID_MAX = 2_147_483_647;
/** Most ids one request may carry in a list (bulk assign, delete, transfer); more answer 413. */
export const ID_LIST_MAX = 5000;
/** Cap of free text without a cap of its own (and of a login's username and password). */
export const TEXT_MAX = 1000;
/** Most positions one line or polygon ring may hold (a GPS track of a day at one fix a second fits). */
export const GEOMETRY_VERTICES_MAX = 100_000;
/** Most rings of a polygon, and polygons of a multipolygon. */
export const GEOMETRY_PARTS_MAX = 1000;
/** Deepest nesting of brackets an imported GeoJSON file may have (a MultiPolygon in a collection needs 8). */
export const GEOJSON_DEPTH_MAX = 32;
/** How long the server remembers an applied command's Idempotency-Key (a later repeat applies again). */
export const COMMAND_KEY_RETENTION_DAYS = 30;
/**
 * How long the server keeps its list of the rows each user lost sight of (sync_removals), which incremental
 * pulls read. A pull from a since older than that is told to start over (sync.ts `startOver`).
 */
export const SYNC_REMOVAL_RETENTION_DAYS = 90;
export const RESET_TOKEN_LENGTH = 36;
export const COMMENT_MAX = 1024;
export const VEG_HEIGHT_MAX = 20;
export const PHOTOS_MAX = 8;
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 100;
export const USER_NAME_MAX = 100;
export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

/** Largest photo file the server accepts, in bytes (before the client's 4096 px resize most phones stay well under). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_THUMB_WIDTH = 150;
export const IMAGE_RESIZE_MAX = 4096;
export const IMAGE_RESIZE_QUALITY = 0.8;
export const CAMERA_QUALITY = 60;

export const GPS_ACCURACY_CUTOFF_M = 25;
export const GPS_TIMEOUT_MS = 5000;
export const NEARBY_ISSUES_MAX = 10;
export const UNKNOWN_DISTANCE = -100;

/**
 * The duplicate warning (issue 39): a new issue within the company's distance (default 25 m; 0 turns the warning
 * off; at most 500 m) of an open issue of the same type on the same asset recorded in the last year, or a new
 * culvert within 10 m of another's inlet or outlet, asks first.
 */
export const DUPLICATE_DISTANCE_DEFAULT_M = 25;
export const DUPLICATE_DISTANCE_MAX_M = 500;
export const DUPLICATE_LOOKBACK_DAYS = 365;
export const CULVERT_DUPLICATE_DISTANCE_M = 10;
/** The farthest a recorded warning may say the similar record was: well past any company's setting. */
export const DUPLICATE_WARNING_DISTANCE_MAX_M = 10_000;

export const MAP = {
  defaultCentre: { latitude: 53.9333, longitude: -116.5765 },
  defaultZoom: 10,
  minZoom: 10,
  assetZoom: 13,
  drawZoom: 15,
  areaZoom: 15,
  pointZoom: 15,
  centerZoom: 17,
  subAssetZoom: 13,
  areaDialogZoom: 18,
  areaLabelMinZoom: 16,
  clusterMaxZoom: 18,
  markerWidth: 25,
  markerHeight: 40,
  areaOpacity: 0.65,
  viewHeight: '75vh',
  culvertPointZoom: 15,
} as const;

export const LSD_GRID = { layer: 'ats', tileSize: 256, format: 'image/png', srs: 'EPSG:3857' } as const;

export const DATE_DISPLAY = 'MMMM d yyyy';
export const DATE_TIME_DISPLAY = 'MMMM d yyyy - H:mm';
export const DOWNLOAD_DATE_FORMAT = 'MMMM-do-yyyy_HH-mm';
export const KML_DESCRIPTION_DATE_FORMAT = 'yyyy-MM-dd HH:mm';
export const COORDINATE_DECIMALS = 6;

export const DASHBOARD_RESOLVED_MONTHS = 3;
export const DASHBOARD_NEW_WEEKS = 8;

export const SNACKBAR_MS = 5000;
export const BROWSER_NOTICE_DAYS = 7;
export const SUPPORTED_BROWSERS = [
  'Chrome',
  'Firefox',
  'Safari',
  'Mobile Safari',
  'Chrome Mobile iOS',
  'Edge',
];
export const FILTER_CHIPS_SHOWN = 2;
export const SMALL_SEARCH_WIDTH = 420;
export const DIALOG_WIDTH = 500;
export const DRAWER_WIDTH = 256;
export const TOP_BAR_HEIGHT = 56;
export const SPLASH_FADE_MS = 500;

export const CULVERT_RANGE_FILTER = { min: -1, max: 150 } as const;
export const UNKNOWN_MEASURE = -1;
export const CULVERT_STATUS_NOT_INSPECTABLE = 4;
export const FILTER_GROUPS = { inspections: 10, culverts: 8 } as const;

export const EXPORT_FILES = {
  issueKml: 'issues.kml',
  issueKmlDocument: 'Vegetation Issue Export',
  issueCsv: 'Vegetation Issue Export.csv',
  culvertKml: 'culvert.kml',
  culvertKmlDocument: 'Culvert Export',
  culvertCsv: 'Culvert Export.csv',
} as const;

/** Sync: the overlap window subtracted from the read start so a late-committing write is not missed. */
export const SYNC_OVERLAP_SECONDS = 60;
/**
 * Rows per page of an asset pull (full or incremental), also when the request names no limit: each page is its
 * own request and its own local write, small enough to parse and store without a long main-thread task and to
 * arrive within the request time-out on a slow link. A client may ask for up to ASSET_PAGE_MAX_ROWS: on the
 * large bench asset (about 1.1 kB a row) a page of 2,000 rows is at most 2.3 MB before compression, one of
 * 4,000 at most 4.6 MB.
 */
export const ASSET_PAGE_ROWS = 2_000;
export const ASSET_PAGE_MAX_ROWS = 4_000;

export const LOCAL_DB_NAMES = {
  production: 'verge',
  staging: 'staging-verge',
  local: 'local-verge',
} as const;
