export { SearchTabs, type SearchTab } from './ui/search-tabs.tsx';
