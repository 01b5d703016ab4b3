export { useChildPlaces, type ChildPlace } from './model/use-child-places.ts';
export { LocationFields, type Place } from './ui/location-fields.tsx';
