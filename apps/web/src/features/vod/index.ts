// What other features use of video on demand: buying a title from its presentation's page.
export { BuyVideoNotice } from './components/BuyVideoNotice';
