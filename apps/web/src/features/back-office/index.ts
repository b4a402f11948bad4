// The back office (issue 13): staff manage their businesses at /kupa-live/manage, inside the staff application.
export { BackOfficePage } from './components/BackOfficePage';
