export { postAdAction as action, postAdLoader as loader } from '~/pages/post-ad/index.server.ts';
export { PostAdPage as default, meta } from '~/pages/post-ad/index.ts';

// Spec §2: /post and /post/{id} have no header or footer.
export const handle = { layout: 'none' };
