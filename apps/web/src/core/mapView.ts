export { currentMapView, flushMapView, saveMapView } from './store/mapView';
