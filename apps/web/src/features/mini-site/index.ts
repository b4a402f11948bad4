export { MiniSitePage } from './components/MiniSitePage';
export { MiniSiteIndexPage } from './components/MiniSiteIndexPage';
export { useMiniSiteName } from './hooks/use-mini-site-name';
