// The customer area's account sections (issue 9): vouchers, memberships, videos, personal details. Import from here only.
export { VouchersSection } from './components/VouchersSection';
export { MembershipsSection } from './components/MembershipsSection';
export { VideosSection } from './components/VideosSection';
export { DetailsSection } from './components/DetailsSection';
