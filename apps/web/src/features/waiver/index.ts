// What other features use of the waiver page: the notice with its link, shown on the confirmation and the e-ticket.
export { WaiverNotice } from './components/WaiverNotice';
export { waiverPath } from './utils/waiver-path';
