export {
  viewBeaconAction as action,
  viewBeaconImage as loader,
} from '~/features/ad-engagement/index.server.ts';
