export { storeInvitationAction as action } from '~/pages/stores/index.server.ts';
