// What other features use of the order page: reading a presentation id from the address.
export { parsePresentationId } from './utils/presentation-id';
