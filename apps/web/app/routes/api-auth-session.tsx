export {
  sessionAction as action,
  sessionLoader as loader,
} from '~/entities/session/index.server.ts';
