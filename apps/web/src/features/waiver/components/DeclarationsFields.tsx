import { waiverDeclarationTexts, type WaiverPage } from '@kupa/contracts';
import { WAIVER_DECLARATIONS } from '@kupa/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../lib/i18n/locale-context';
import { fieldIdOf, type WaiverForm } from '../hooks/use-waiver-form';

/** The health declarations of spec 9 (fever above 38 degrees, a test within the venue's 24/48/72 hours) and consent. */
export function DeclarationsFields({ form, waiver }: { form: WaiverForm; waiver: WaiverPage }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const texts = waiverDeclarationTexts(locale, waiver.testValidityHours);
  return (
    <fieldset className="waiver__section" data-testid="waiver-declarations">
      <legend className="waiver__legend">
        <FormattedMessage id="waiver.declarations.title" />
      </legend>
      {WAIVER_DECLARATIONS.map((d) => {
        const id = fieldIdOf(`declarations.${d}`);
        const problem = form.problems[`declarations.${d}`];
        return (
          <div key={d}>
            <label className="check-field" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                checked={form.values.declarations[d]}
                onChange={(event) => form.setDeclaration(d, event.target.checked)}
                aria-invalid={problem !== undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                data-testid={id}
              />
              <span>{texts[d]}</span>
            </label>
            {problem && (
              <p id={`${id}-problem`} className="field__error">
                {intl.formatMessage({ id: problem })}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
