// A store's branches on a map (ADR 0047): Leaflet and its stylesheet load lazily, in the
// browser only, when the map comes into view.
export { BranchPointPicker } from './ui/branch-point-picker.tsx';
export { BranchesMap, type BranchOnMap } from './ui/branches-map.tsx';
