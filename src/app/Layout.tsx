import { Outlet } from 'react-router-dom';
import { tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { inLanguage, useBrand } from '../services/brand';
import { LanguageMenu } from './LanguageMenu';
import { useDocumentTitle } from './useDocumentTitle';

/** The common layout of every route: header (logo, name, language), main, footer. */
export function Layout() {
  const brand = useBrand();
  const { t, i18n } = useTranslation('common');
  useDocumentTitle();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: tokens.colorNeutralBackground2 }}>
      <a href="#main" className="skip-link" style={{ position: 'absolute', left: -10000 }} onFocus={(e) => (e.currentTarget.style.left = '8px')} onBlur={(e) => (e.currentTarget.style.left = '-10000px')}>
        {t('layout.skipToContent')}
      </a>
      <header
        style={{
          // A grid whose language column is there before the button is: a browser may paint the
          // header while the HTML has arrived only up to the name, and the name must then already
          // wrap where it will (no layout shift when the rest arrives). 96px is Fluent's Button minimum.
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(96px, auto)',
          alignItems: 'center',
          gap: 12,
          padding: '12px 16px',
          background: tokens.colorBrandBackground,
          color: tokens.colorNeutralForegroundOnBrand,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <img src={brand.logo} alt={t('layout.logoAlt', { institution: brand.institutionName })} width={32} height={32} />
          <span style={{ fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold }}>
            {brand.institutionName}
          </span>
        </div>
        <div style={{ justifySelf: 'end', background: tokens.colorNeutralBackground1, borderRadius: 4 }}>
          <LanguageMenu />
        </div>
      </header>
      <main id="main" style={{ flex: 1, width: '100%', maxWidth: 640, margin: '0 auto', padding: '24px 16px', boxSizing: 'border-box' }}>
        {/* Each route brings its own error and pending boundaries (routes.tsx). */}
        <Outlet />
      </main>
      <footer style={{ padding: '16px', fontSize: 12, color: tokens.colorNeutralForeground2, textAlign: 'center' }}>
        <p style={{ margin: '4px 0', fontWeight: 600 }}>{brand.institutionName}</p>
        <p style={{ margin: '4px 0' }}>{brand.address}</p>
        <p style={{ margin: '4px 0' }}>{inLanguage(brand.disclosure, i18n.language)}</p>
        <p style={{ margin: '4px 0' }}>{t('layout.copyright', { year: new Date().getFullYear(), institution: brand.institutionName })}</p>
      </footer>
    </div>
  );
}
