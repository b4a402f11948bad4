import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocale } from '../../lib/i18n/locale-context';
import { withLang } from '../../lib/i18n/with-lang';

type LocalizedLinkProps = Omit<LinkProps, 'to'> & { to: string };

/** A router link that keeps the chosen ?lang= (spec 2). */
export function LocalizedLink({ to, ...rest }: LocalizedLinkProps) {
  const { linkLang } = useLocale();
  return <Link to={withLang(to, linkLang)} {...rest} />;
}

type LocalizedNavLinkProps = Omit<NavLinkProps, 'to'> & { to: string };

/** A navigation link that keeps ?lang= and marks the current page with aria-current. */
export function LocalizedNavLink({ to, ...rest }: LocalizedNavLinkProps) {
  const { linkLang } = useLocale();
  return <NavLink to={withLang(to, linkLang)} {...rest} />;
}
