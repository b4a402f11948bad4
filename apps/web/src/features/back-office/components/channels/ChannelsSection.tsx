import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useChannels } from '../../hooks/use-channels';
import type { SectionProps } from '../../sections';
import { EMPTY_PARTNER, EMPTY_SITE, partnerDraftOf, siteDraftOf } from '../../utils/channel-drafts';
import { MiniSiteForm } from './MiniSiteForm';
import { MiniSitePresentationsPanel } from './MiniSitePresentationsPanel';
import { PartnerForm } from './PartnerForm';
import './channels.css';

/** Mini sites & partners (issue 13): a form for a new or chosen mini site and partner, and the lists to choose from. */
export function ChannelsSection({ businessId }: SectionProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { query, saveSite, savePartner, rotate } = useChannels(businessId);
  const [siteId, setSiteId] = useState<number | null>(null);
  const [partnerId, setPartnerId] = useState<number | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const { miniSites, partners, pricePolicies } = query.data;
  const site = miniSites.find((s) => s.id === siteId);
  const partner = partners.find((p) => p.id === partnerId);
  const name = (x: { nameHe: string; nameEn: string }) => (locale === 'he' ? x.nameHe : x.nameEn);
  const secret = rotate.data ?? (savePartner.data?.secret ? { partner: savePartner.data.partner, secret: savePartner.data.secret } : null);
  const choose = (
    list: readonly { id: number; nameHe: string; nameEn: string }[],
    onChoose: (id: number | null) => void,
    testId: string,
  ) => (
    <ul className="manage-list" data-testid={testId}>
      {list.map((x) => (
        <li key={x.id}>
          <button type="button" className="button button--secondary button--small" onClick={() => onChoose(x.id)}>
            {intl.formatMessage({ id: 'live.channels.editNamed' }, { name: name(x) })}
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="button button--secondary button--small" onClick={() => onChoose(null)}>
          <FormattedMessage id="live.channels.new" />
        </button>
      </li>
    </ul>
  );
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-sites-title">
        <h2 id="manage-sites-title" className="manage-panel__title">
          {site ? (
            intl.formatMessage({ id: 'live.channels.site.edit' }, { name: name(site) })
          ) : (
            <FormattedMessage id="live.channels.site.add" />
          )}
        </h2>
        {choose(miniSites, (id) => (saveSite.reset(), setSiteId(id)), 'site-list')}
        <MiniSiteForm
          key={site ? `${site.id}:${JSON.stringify(site)}` : 'new'}
          initial={site ? siteDraftOf(site) : EMPTY_SITE}
          policies={pricePolicies}
          onSave={(input) => saveSite.mutate({ id: site?.id ?? null, input }, { onSuccess: (saved) => setSiteId(saved.id) })}
          state={saveSite}
        />
        {site && <MiniSitePresentationsPanel key={site.id} businessId={businessId} siteId={site.id} />}
      </section>
      <section className="manage-panel" aria-labelledby="manage-partners-title">
        <h2 id="manage-partners-title" className="manage-panel__title">
          {partner ? (
            intl.formatMessage({ id: 'live.channels.partner.edit' }, { name: name(partner) })
          ) : (
            <FormattedMessage id="live.channels.partner.add" />
          )}
        </h2>
        {choose(partners, (id) => (savePartner.reset(), rotate.reset(), setPartnerId(id)), 'partner-list')}
        <PartnerForm
          key={partner ? `${partner.id}:${JSON.stringify(partner)}` : 'new'}
          initial={partner ? partnerDraftOf(partner) : EMPTY_PARTNER}
          onSave={(input) =>
            savePartner.mutate({ id: partner?.id ?? null, input }, { onSuccess: (saved) => setPartnerId(saved.partner.id) })
          }
          state={savePartner}
        />
        {partner && (
          <button
            type="button"
            className="button button--secondary"
            disabled={rotate.isPending}
            onClick={() => rotate.mutate(partner.id)}
            data-testid="partner-rotate"
          >
            <FormattedMessage id="live.channels.partner.rotate" />
          </button>
        )}
        {secret && (
          <div role="status" data-testid="partner-secret">
            <p>
              <FormattedMessage id="live.channels.partner.secret" values={{ name: name(secret.partner) }} />
            </p>
            <code dir="ltr">{secret.secret}</code>
          </div>
        )}
      </section>
    </>
  );
}
