import type { WaiverPage } from '@kupa/contracts';
import { localDateOf, type WaiverDeclaration } from '@kupa/domain';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { useAppConfig } from '../../../lib/config/config-context';
import { useLocale } from '../../../lib/i18n/locale-context';
import {
  emptyChild,
  formPathOf,
  initialValues,
  nextFreeTicket,
  validateWaiver,
  waiverBody,
  type ChildValues,
  type FormProblems,
  type WaiverFormValues,
} from '../utils/waiver-form';
import { useSignWaiver } from './use-waiver';

/** The id of a form field by its path (guardian.ssn -> waiver-guardian-ssn), for labels and focusing the first problem. */
export function fieldIdOf(path: string): string {
  return `waiver-${path.replace(/\./g, '-')}`;
}

/** The waiver form's state: guardian, children (added and removed), declarations, signature; checks, then signs. */
export function useWaiverForm(waiver: WaiverPage, documentKey: string, onSigned: () => void) {
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const sign = useSignWaiver(documentKey, locale);
  const [values, setValues] = useState<WaiverFormValues>(() => initialValues(waiver.tickets));
  const [problems, setProblems] = useState<FormProblems>({});
  const nextKey = useRef(2);

  const update = (change: (v: WaiverFormValues) => WaiverFormValues) => setValues((v) => change(v));
  const setGuardian = (field: keyof WaiverFormValues['guardian'], value: string) =>
    update((v) => ({ ...v, guardian: { ...v.guardian, [field]: value } }));
  const setChild = (index: number, field: Exclude<keyof ChildValues, 'key'>, value: string) =>
    update((v) => ({ ...v, children: v.children.map((c, i) => (i === index ? { ...c, [field]: value } : c)) }));
  const freeTicket = nextFreeTicket(waiver.tickets, values.children);
  const addChild = () => {
    if (freeTicket === null) return;
    const key = nextKey.current++;
    update((v) => ({ ...v, children: [...v.children, emptyChild(key, freeTicket)] }));
  };
  const removeChild = (index: number) => update((v) => ({ ...v, children: v.children.filter((_, i) => i !== index) }));
  const setDeclaration = (d: WaiverDeclaration, accepted: boolean) =>
    update((v) => ({ ...v, declarations: { ...v.declarations, [d]: accepted } }));
  const setSignature = (signature: string | null) => update((v) => ({ ...v, signature }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sign.isPending) return;
    const found = validateWaiver(values, localDateOf(new Date(), timeZone));
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      sign.reset();
      document.getElementById(fieldIdOf(first))?.focus();
      return;
    }
    sign.mutate(waiverBody(values), { onSuccess: onSigned });
  };

  // A refusal of the server that names a field (INVALID_ID, JUMPER_TOO_YOUNG, ...) marks that field too.
  const serverPath = isApiError(sign.error) ? formPathOf(sign.error.details.field) : null;
  return {
    values,
    problems,
    serverPath,
    canAddChild: freeTicket !== null,
    setGuardian,
    setChild,
    addChild,
    removeChild,
    setDeclaration,
    setSignature,
    onSubmit,
    sign,
  };
}

export type WaiverForm = ReturnType<typeof useWaiverForm>;
