import { Link } from '@tanstack/react-router'
import { chromeTheme } from './chrome.css'
import { srOnly } from './chrome-controls.css'
import * as styles from './footer.css'
import { visibleFooterColumns } from './footer-links'
import { ExternalIcon } from './layout-icons'
import { LogoMark, Wordmark } from './logo'
import { getSocialLinks } from './social-links'

export function Footer() {
  const year = new Date().getFullYear()
  const columns = visibleFooterColumns()
  const socialLinks = getSocialLinks()

  return (
    <footer className={`${chromeTheme} ${styles.footer}`}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <span className={styles.brandMark}>
              <LogoMark />
              <Wordmark />
            </span>
            <p className={styles.tagline}>
              A community for people who argue about endings, rewatch for the score and always have
              one more film to recommend.
            </p>
          </div>
          {columns.map((column) => (
            <nav key={column.id} className={styles.column} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className={styles.columnTitle}>
                {column.title}
              </h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className={styles.column}>
            <h2 className={styles.columnTitle}>Follow us</h2>
            <ul className={styles.list}>
              {socialLinks.map((social) => (
                <li key={social.id}>
                  <a
                    className={styles.link}
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {social.label}
                    <ExternalIcon className={styles.externalIcon} size={14} />
                    <span className={srOnly}> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>© {year} Film Waffle</p>
        </div>
      </div>
    </footer>
  )
}
