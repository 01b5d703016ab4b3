// The web app manifest of /en or /km (a resource route: no page).
export { webManifestLoader as loader } from '~/shared/lib/web-manifest.server.ts';
