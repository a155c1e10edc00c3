import { addressLine, registrationOf } from '@umrah/domain/model/agency';
import { COPYRIGHT_FALLBACK_NAME } from '@umrah/domain/model/constants';
import { mailtoHref } from '@umrah/domain/model/mailto';
import { whatsappLink } from '@umrah/domain/model/whatsapp';
import type { ReactNode } from 'react';
import { siteNameOf, useHref, useSettings, useT } from '../site-context';
import { Icon, type IconName } from '../ui/icon';
import { QUICK_LINKS } from './nav-links';
import { SocialLinks } from './social-links';

function ContactLine({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li>
      <Icon name={icon} />
      <div>{children}</div>
    </li>
  );
}

/**
 * Site footer (spec section 2): blurb, quick links, contact details, social icons, the agency's
 * provincial registration when set, copyright.
 */
export function SiteFooter() {
  const settings = useSettings();
  const t = useT();
  const href = useHref();
  const year = new Date().getFullYear();
  const copyrightName = settings.siteName.trim() || COPYRIGHT_FALLBACK_NAME;
  const address = addressLine(settings);
  const registration = registrationOf(settings);
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer__grid">
          <div>
            <p className="footer__name">{siteNameOf(settings)}</p>
            <p className="footer__blurb">{t('footer.blurb')}</p>
            <SocialLinks settings={settings} withWhatsApp />
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h2 className="overline footer__heading" id="footer-quick-links">
              {t('footer.quickLinks')}
            </h2>
            <ul className="list-plain footer__links">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <a href={href(link.to)}>{t(link.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="overline footer__heading">{t('footer.contactUs')}</h2>
            <ul className="list-plain footer__contact">
              {settings.phone && (
                <ContactLine icon="phone">
                  <a dir="ltr" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
                    {settings.phone}
                  </a>
                </ContactLine>
              )}
              {settings.whatsappNumber && (
                <ContactLine icon="whatsApp">
                  <a
                    href={whatsappLink(settings.whatsappNumber)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {settings.whatsappNumber}
                  </a>
                </ContactLine>
              )}
              {settings.email && (
                <ContactLine icon="email">
                  <a href={mailtoHref(settings.email)}>{settings.email}</a>
                </ContactLine>
              )}
              {address && (
                <ContactLine icon="locationOn">
                  <address>{address}</address>
                </ContactLine>
              )}
            </ul>
          </div>
        </div>
        <hr className="footer__rule" />
        {registration && (
          <p className="footer__registration">{t('package.registration', { ...registration })}</p>
        )}
        <p className="footer__copyright">
          {t('footer.rights', { year, name: copyrightName })}{' '}
          <a className="footer__privacy" href={href('/privacy')}>
            {t('footer.privacy')}
          </a>
        </p>
      </div>
    </footer>
  );
}
