import type { FormSettings } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { withIncluded, withRequired } from './form-draft';

const form = { fields: { city: { isIncluded: true, isRequired: true } } } as unknown as FormSettings;

describe('form draft', () => {
  it('never leaves a hidden field required, and shows a field made required', () => {
    expect(withIncluded(form, 'city', false).fields.city).toEqual({ isIncluded: false, isRequired: false });
    const hidden = withIncluded(form, 'city', false);
    expect(withRequired(hidden, 'city', true).fields.city).toEqual({ isIncluded: true, isRequired: true });
    expect(withRequired(form, 'city', false).fields.city).toEqual({ isIncluded: true, isRequired: false });
  });
});
