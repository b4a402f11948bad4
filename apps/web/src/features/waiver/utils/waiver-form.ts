import type { SignWaiverBody, WaiverTicket } from '@kupa/contracts';
import { isLocalDate, isValidIsraeliId, normaliseIsraeliMobile, WAIVER_DECLARATIONS, type WaiverDeclaration } from '@kupa/domain';

export interface ChildValues {
  /** A stable key for React lists (children are added and removed). */
  key: number;
  ticketIdentifier: string;
  firstName: string;
  lastName: string;
  ssn: string;
  dateOfBirth: string;
}

export interface WaiverFormValues {
  guardian: { firstName: string; lastName: string; ssn: string; mobileNumber: string };
  children: ChildValues[];
  declarations: Record<WaiverDeclaration, boolean>;
  /** The signature pad as a PNG data URL; null while the pad is empty. */
  signature: string | null;
}

/** Why a field is refused, as a message id of the waiver page. */
export type FieldProblem =
  | 'waiver.validation.required'
  | 'waiver.validation.id'
  | 'waiver.validation.mobile'
  | 'waiver.validation.date'
  | 'waiver.validation.declaration'
  | 'waiver.validation.signature';

/** Problems by field path: guardian.ssn, children.0.dateOfBirth, declarations.noFever, signature. */
export type FormProblems = Record<string, FieldProblem>;

/** The tickets still to be signed for (the only ones a child may be put on). */
export function unsignedTickets(tickets: readonly WaiverTicket[]): WaiverTicket[] {
  return tickets.filter((t) => t.jumperName === null);
}

export function emptyChild(key: number, ticketIdentifier: string): ChildValues {
  return { key, ticketIdentifier, firstName: '', lastName: '', ssn: '', dateOfBirth: '' };
}

export function initialValues(tickets: readonly WaiverTicket[]): WaiverFormValues {
  const first = unsignedTickets(tickets)[0];
  return {
    guardian: { firstName: '', lastName: '', ssn: '', mobileNumber: '' },
    children: first ? [emptyChild(1, first.ticketIdentifier)] : [],
    declarations: { noFever: false, negativeTest: false, guardianConsent: false },
    signature: null,
  };
}

/** The first unsigned ticket no child is on yet, or null when every one has a child. */
export function nextFreeTicket(tickets: readonly WaiverTicket[], children: readonly ChildValues[]): string | null {
  const taken = new Set(children.map((c) => c.ticketIdentifier));
  return unsignedTickets(tickets).find((t) => !taken.has(t.ticketIdentifier))?.ticketIdentifier ?? null;
}

/** The form's own checks (the server checks them again, and the ages): empty when it may be sent. */
export function validateWaiver(values: WaiverFormValues, today: string): FormProblems {
  const problems: FormProblems = {};
  const required = (path: string, value: string) => {
    if (value.trim() === '') problems[path] = 'waiver.validation.required';
    return value.trim() !== '';
  };
  const { guardian } = values;
  required('guardian.firstName', guardian.firstName);
  required('guardian.lastName', guardian.lastName);
  if (required('guardian.ssn', guardian.ssn) && !isValidIsraeliId(guardian.ssn)) problems['guardian.ssn'] = 'waiver.validation.id';
  if (required('guardian.mobileNumber', guardian.mobileNumber) && !normaliseIsraeliMobile(guardian.mobileNumber))
    problems['guardian.mobileNumber'] = 'waiver.validation.mobile';
  values.children.forEach((child, i) => {
    required(`children.${i}.firstName`, child.firstName);
    required(`children.${i}.lastName`, child.lastName);
    if (required(`children.${i}.ssn`, child.ssn) && !isValidIsraeliId(child.ssn)) problems[`children.${i}.ssn`] = 'waiver.validation.id';
    if (required(`children.${i}.dateOfBirth`, child.dateOfBirth) && (!isLocalDate(child.dateOfBirth) || child.dateOfBirth > today))
      problems[`children.${i}.dateOfBirth`] = 'waiver.validation.date';
  });
  for (const d of WAIVER_DECLARATIONS) if (!values.declarations[d]) problems[`declarations.${d}`] = 'waiver.validation.declaration';
  if (values.signature === null) problems.signature = 'waiver.validation.signature';
  return problems;
}

/** The request body of a valid form. */
export function waiverBody(values: WaiverFormValues): SignWaiverBody {
  return {
    guardian: { ...values.guardian },
    jumpers: values.children.map(({ key: _key, ...child }) => ({ ...child, ssn: child.ssn.trim() })),
    declarations: { ...values.declarations },
    signature: values.signature ?? '',
  };
}

/** A server refusal's field (jumpers.1.ssn) as the form's path (children.1.ssn). */
export function formPathOf(serverField: string | number | undefined): string | null {
  if (typeof serverField !== 'string') return null;
  return serverField.replace(/^jumpers\./, 'children.');
}
