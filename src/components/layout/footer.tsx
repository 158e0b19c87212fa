import { Link } from '@tanstack/react-router'
import { t } from '#i18n/index'
import { cx } from '../ui/class-names'
import { ExternalLink } from '../ui/external-link'
import { Icon } from '../ui/icon'
import { link } from '../ui/link.css'
import { chromeSurface, chromeTheme } from './chrome.css'
import * as styles from './footer.css'
import { visibleFooterColumns } from './footer-links'
import { LogoMark, Wordmark } from './logo'
import { getSocialLinks } from './social-links'

export function Footer() {
  const year = new Date().getFullYear()
  const columns = visibleFooterColumns()
  const socialLinks = getSocialLinks()

  return (
    <footer className={`${chromeTheme} ${styles.footer}`}>
      <div className={`${chromeSurface} ${styles.inner}`}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <span className={styles.brandMark}>
              <LogoMark />
              <Wordmark />
            </span>
            <p className={styles.tagline}>{t('layout_footer_tagline')}</p>
          </div>
          {columns.map((column) => (
            <nav key={column.id} className={styles.column} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className={styles.columnTitle}>
                {t(column.titleKey)}
              </h2>
              <ul className={styles.list}>
                {column.links.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={cx(link({ variant: 'plain' }), styles.link)}>
                      {t(item.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className={styles.column}>
            <h2 className={styles.columnTitle}>{t('layout_footer_follow')}</h2>
            <ul className={styles.list}>
              {socialLinks.map((social) => (
                <li key={social.id}>
                  <ExternalLink href={social.href} variant="plain" className={styles.link}>
                    {t(social.labelKey)}
                    <Icon name="external" size={14} className={styles.externalIcon} />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <p>{t('layout_copyright', { year })}</p>
        </div>
      </div>
    </footer>
  )
}
