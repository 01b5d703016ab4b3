export { useChildPlaces, type ChildPlace } from './model/use-child-places.ts';
