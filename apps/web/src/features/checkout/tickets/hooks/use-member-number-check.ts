import type { CartSeat } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../../lib/api/api-error';
import { useErrorCodeText, useFailureText } from '../../../../lib/i18n/use-error-text';
import { lookUpMember } from '../../cart/api/member-lookup';

/**
 * A line's member number field: the number typed, its check with POST /api/cart/member (the member's name once found,
 * the number then put on the line), the error shown, and the member login asked for when the server wants one.
 */
export function useMemberNumberCheck(args: {
  presentationId: number;
  locale: MessageLocale;
  index: number;
  value: string;
  missing: boolean;
  onChange(index: number, patch: Partial<CartSeat>): void;
}) {
  const { presentationId, locale, index, value, missing, onChange } = args;
  const intl = useIntl();
  const codeText = useErrorCodeText();
  const failureText = useFailureText();
  const [draft, setDraft] = useState(value);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  // A number put on the line from the logged-in member's session shows in the field too.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setDraft(value);
  }
  const shownError = error ?? (missing && !value ? intl.formatMessage({ id: 'tickets.line.required' }) : null);

  const check = async () => {
    const number = draft.trim();
    if (!number) {
      setError(intl.formatMessage({ id: 'tickets.line.required' }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const members = await lookUpMember(presentationId, number, locale);
      const member = members.find((m) => m.isAvailable);
      const first = members[0];
      if (member) {
        setFound(member.name);
        onChange(index, { memberNumber: member.memberNumber || number });
      } else if (!first) setError(codeText('MEMBER_NOT_FOUND'));
      else setError(codeText(first.isExpired ? 'MEMBERSHIP_EXPIRED' : first.isNotStarted ? 'MEMBERSHIP_NOT_STARTED' : 'NO_VALID_MEMBER'));
    } catch (e) {
      // Member benefits are the member's own: the server answers only a logged-in member (issue 14).
      if (isApiError(e) && e.code === 'LOGIN_REQUIRED') setLoginOpen(true);
      else setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return {
    draft,
    busy,
    found,
    shownError,
    loginOpen,
    check,
    /** The buyer edits the number: a member found before is no longer shown. */
    edit(text: string) {
      setDraft(text);
      setFound(null);
    },
    loggedIn() {
      setLoginOpen(false);
      void check();
    },
    loginClosed() {
      setLoginOpen(false);
      setError(codeText('LOGIN_REQUIRED'));
    },
  };
}
