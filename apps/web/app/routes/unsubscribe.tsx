export {
  unsubscribeAction as action,
  unsubscribeLoader as loader,
} from '~/pages/unsubscribe/index.server.ts';
export { UnsubscribePage as default, meta } from '~/pages/unsubscribe/index.ts';
