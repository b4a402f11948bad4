export { MiniSitePage } from './components/MiniSitePage';
export { MiniSiteIndexPage } from './components/MiniSiteIndexPage';
