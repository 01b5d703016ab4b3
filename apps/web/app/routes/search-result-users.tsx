export { membersLoader as loader, headers } from '~/pages/directory-search/index.server.ts';
export { DirectorySearchPage as default, meta } from '~/pages/directory-search/index.ts';
