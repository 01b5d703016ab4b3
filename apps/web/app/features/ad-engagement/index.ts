export { PhoneReveal } from './ui/phone-reveal.tsx';
export { MarkButton } from './ui/mark-button.tsx';
export { CardMarks } from './ui/card-marks.tsx';
export { ViewBeacon } from './ui/view-beacon.tsx';
export { engagementResultOf } from './model/types.ts';
export type {
  EngagementResult,
  EngagementIntent,
  MarkIntent,
  RevealedPhone,
} from './model/types.ts';
