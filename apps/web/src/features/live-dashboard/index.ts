// The staff dashboard's public surface for the other staff screens (the back office): its page states, the staff
// session and its query keys (logout drops every key under LIVE_QUERY_ROOT).
export { MonitorError, MonitorLoading } from './components/common/MonitorStates';
export { NotAllowed } from './components/shell/NotAllowed';
export { liveKeys } from './api/query-keys';
