import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../services/brand';
import { allows } from '../access';
import { useSignOut, useStaffSession } from '../api/session';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_ITEMS } from './navItems';
import { SkipLink } from './SkipLink';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: tokens.colorNeutralBackground2 },
  header: {
    display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: '16px', rowGap: '8px',
    padding: '10px 24px', background: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand,
  },
  brand: { display: 'flex', alignItems: 'center', gap: '10px', fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  area: { fontWeight: tokens.fontWeightRegular, opacity: 0.95 },
  user: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  who: { fontSize: tokens.fontSizeBase300 },
  onBrand: { background: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium },
  nav: { background: tokens.colorNeutralBackground1, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  navList: { display: 'flex', flexWrap: 'wrap', gap: '4px', listStyle: 'none', margin: '0 auto', padding: '0 12px', maxWidth: '1200px', boxSizing: 'border-box' },
  navLink: {
    display: 'inline-block', padding: '12px 12px 10px', color: tokens.colorNeutralForeground1, textDecoration: 'none',
    borderBottom: '3px solid transparent', fontSize: tokens.fontSizeBase300,
    ':hover': { background: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: { borderBottomColor: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  main: { flex: 1, width: '100%', maxWidth: '1200px', margin: '0 auto', padding: '24px', boxSizing: 'border-box' },
});

/** The console's frame: brand, the signed-in person, language, sign-out, the navigation their roles allow. */
export function StaffLayout() {
  const styles = useStyles();
  const brand = useBrand();
  const { t } = useTranslation();
  const { data: session } = useStaffSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const staff = session?.staff;
  const roles = staff?.roles ?? [];
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.brand}>
          <img src={brand.logo} alt={t('layout.logoAlt', { institution: brand.institutionName })} width={32} height={32} />
          <span>{brand.institutionName}</span>
          <span className={styles.area}>· {t('layout.area')}</span>
        </div>
        <div className={styles.user}>
          {staff && (
            <span className={styles.who}>
              {t('layout.signedInAs', { name: staff.display_name, roles: roles.map((r) => t(`roles.${r}`)).join(', ') })}
            </span>
          )}
          <div className={styles.onBrand}>
            <LanguageSwitch />
          </div>
          <div className={styles.onBrand}>
            <Button appearance="subtle" disabledFocusable={signOut.isPending} onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/sign-in', { replace: true }) })}>
              {t('layout.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul className={styles.navList}>
          {NAV_ITEMS.filter((item) => allows(roles, item.permission)).map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
